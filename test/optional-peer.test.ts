/**
 * Optional peers (ioredis, stripe): a missing package becomes an error naming it, anything else
 * passes through. The real "not installed" case runs in test/pack.test.ts (a consumer without ioredis).
 */
import { describe, expect, it } from 'vitest'
import { importOptionalPeer, isMissingPackage, MissingPeerDependencyError } from '../src/optional-peer.js'

/** An error shaped like Node's for `import('pkg')` when pkg is not installed. */
function notFound(message: string): Error {
  return Object.assign(new Error(message), { code: 'ERR_MODULE_NOT_FOUND' })
}

describe('optional peer dependencies', () => {
  it('recognises Node\'s "Cannot find package" for that package only', () => {
    const error = notFound("Cannot find package 'ioredis' imported from /app/node_modules/unstorage/drivers/redis.mjs")
    expect(isMissingPackage(error, 'ioredis')).toBe(true)
    expect(isMissingPackage(error, 'stripe')).toBe(false)
    expect(isMissingPackage(new Error("Cannot find package 'ioredis'"), 'ioredis')).toBe(false)
    expect(isMissingPackage('ioredis', 'ioredis')).toBe(false)
  })

  it('names the package and the feature when the import fails for a missing peer', async () => {
    const cause = notFound("Cannot find package 'ioredis' imported from /app/node_modules/unstorage/drivers/redis.mjs")
    const failing = importOptionalPeer('ioredis', 'Redis storage (redis://…)', () => Promise.reject(cause))
    await expect(failing).rejects.toBeInstanceOf(MissingPeerDependencyError)
    await expect(failing).rejects.toThrow(
      'Redis storage (redis://…) needs the "ioredis" package, which is not installed. Install it next to robomatch: npm install ioredis',
    )
    await expect(failing).rejects.toMatchObject({ packageName: 'ioredis', cause })
  })

  it('passes any other failure through unchanged', async () => {
    const other = new Error('boom')
    await expect(importOptionalPeer('stripe', 'Billing', () => Promise.reject(other))).rejects.toBe(other)
    await expect(importOptionalPeer('stripe', 'Billing', async () => 42)).resolves.toBe(42)
  })

  it('loads the real drivers when the peers are installed (this repository has them)', async () => {
    const driver = await importOptionalPeer('ioredis', 'Redis storage', () => import('unstorage/drivers/redis'))
    expect(typeof driver.default).toBe('function')
  })
})
