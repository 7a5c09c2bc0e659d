import { readFileSync } from 'node:fs'

/**
 * The package's version from its package.json (two levels up both as src/cli/*.ts and as
 * dist/cli/*.js); `0.0.0` when it cannot be read. The one version reader: `--version` and the
 * header of generated mocks print the same.
 * @example readPackageVersion() // → '0.1.0'
 */
export function readPackageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string }
    return pkg.version ?? '0.0.0'
  } catch {
    return '0.0.0'
  }
}
