/**
 * Loading code that needs an optional peer dependency (ioredis for Redis storage, stripe for
 * billing): memory and fs users never install them, so the import happens only when the feature
 * is chosen, and a missing package becomes an error that names it and says how to add it,
 * instead of Node's "Cannot find package" from deep inside a driver.
 */

/** The peer a feature needs is not installed; `packageName` says which one. */
export class MissingPeerDependencyError extends Error {
  override name = 'MissingPeerDependencyError'
  constructor(
    readonly packageName: string,
    feature: string,
    options?: ErrorOptions,
  ) {
    super(`${feature} needs the "${packageName}" package, which is not installed. Install it next to robomatch: npm install ${packageName}`, options)
  }
}

/** True when `error` is Node's (or a bundler's) failure to find the package `packageName`. */
export function isMissingPackage(error: unknown, packageName: string): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') return false
  // "Cannot find package 'ioredis' imported from …" (a bare package) or "Cannot find module '…/node_modules/ioredis/…'".
  return error.message.includes(`'${packageName}'`) || error.message.includes(`/node_modules/${packageName}/`)
}

/**
 * Runs `load` (a dynamic import of code that imports `packageName`) and turns a missing
 * package into a {@link MissingPeerDependencyError}; any other failure passes through.
 *
 * @example
 * const { default: redisDriver } = await importOptionalPeer('ioredis', 'Redis storage', () => import('unstorage/drivers/redis'))
 */
export async function importOptionalPeer<T>(packageName: string, feature: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (isMissingPackage(error, packageName)) throw new MissingPeerDependencyError(packageName, feature, { cause: error })
    throw error
  }
}
