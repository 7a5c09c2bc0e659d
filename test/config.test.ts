import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, resolveConfig } from '../src/config.js'
import { DEFAULT_TIERS } from '../src/engine/tiers.js'
import { runCli } from './helpers/cli.js'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'robomatch-config-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('resolveConfig', () => {
  it('defaults to memory on 127.0.0.1:8787 with the default tiers', async () => {
    const config = await resolveConfig({}, {}, dir)
    expect(config).toMatchObject({ storage: 'memory', port: 8787, host: '127.0.0.1', tiers: DEFAULT_TIERS })
    expect(config.configFile).toBeUndefined()
  })

  it('merges a partial tier and resolves file paths relative to the file', async () => {
    await writeFile(
      join(dir, 'robomatch.config.json'),
      JSON.stringify({ storage: 'fs:./data', catalogs: './cats', origin: 'https://robots.example.com/', tiers: { pro: { maxVendors: 4 } } }),
    )
    const config = await resolveConfig({}, {}, dir)
    expect(config.storage).toBe(`fs:${join(dir, 'data')}`)
    expect(config.catalogsDir).toBe(join(dir, 'cats'))
    expect(config.origin).toBe('https://robots.example.com')
    expect(config.tiers.pro).toEqual({ ...DEFAULT_TIERS.pro, maxVendors: 4 })
    expect(config.tiers.starter).toEqual(DEFAULT_TIERS.starter)
  })

  it('lets flags beat environment and environment beat the file', async () => {
    await writeFile(join(dir, 'robomatch.config.json'), JSON.stringify({ storage: 'memory', port: 9000 }))
    const env = { ROBOMATCH_STORAGE: 'redis://127.0.0.1:6379', ROBOMATCH_PORT: '9100' }
    expect(await resolveConfig({}, env, dir)).toMatchObject({ storage: 'redis://127.0.0.1:6379', port: 9100 })
    expect(await resolveConfig({ storage: 'memory', port: '9200' }, env, dir)).toMatchObject({ storage: 'memory', port: 9200 })
    expect(await resolveConfig({}, {}, dir)).toMatchObject({ storage: 'memory', port: 9000 })
  })

  it('names the bad key of an invalid file', async () => {
    const file = join(dir, 'bad.json')
    await writeFile(file, JSON.stringify({ tiers: { starter: { requestsPerMinute: -1 } } }))
    await expect(resolveConfig({ config: file }, {}, dir)).rejects.toThrow(/tiers\.starter\.requestsPerMinute/)
    await writeFile(file, JSON.stringify({ tier: {} }))
    await expect(resolveConfig({ config: file }, {}, dir)).rejects.toThrow(/"tier" is not a known key/)
    await writeFile(file, '{ nope')
    await expect(resolveConfig({ config: file }, {}, dir)).rejects.toBeInstanceOf(ConfigError)
    await expect(resolveConfig({ config: join(dir, 'missing.json') }, {}, dir)).rejects.toThrow(/Cannot read config file/)
    await expect(resolveConfig({ storage: 'mongo://x' }, {}, dir)).rejects.toThrow(/unknown storage "mongo:\/\/x"/)
    await expect(resolveConfig({ port: 'http' }, {}, dir)).rejects.toThrow(/--port/)
  })

  it('makes serve exit 2 with one line naming the key, without starting', async () => {
    const file = join(dir, 'serve-bad.json')
    await writeFile(file, JSON.stringify({ tiers: { pro: { maxVendors: 'five' } } }))
    const run = await runCli(['serve', '--config', file, '--port', '0'])
    expect(run.code).toBe(2)
    expect(run.stderr.trim().split('\n')).toHaveLength(1)
    expect(run.stderr).toMatch(/tiers\.pro\.maxVendors/)
    expect(run.stdout).not.toMatch(/listening/)
  })
})
