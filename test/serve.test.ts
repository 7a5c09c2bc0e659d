/** `robomatch serve` as a new user meets it: a real process, real keys, a real match. */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openStorage } from '../src/storage/index.js'
import { serveProcess } from './helpers/cli.js'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'robomatch-serve-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const match = (url: string, key: string) =>
  fetch(`${url}/api/v1/match`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({ category: 'warehouse', facilitySizeSqM: 8000 }),
  })

describe('robomatch serve', () => {
  it('prints its URL and, on an empty storage, one starter and one pro key that work', async () => {
    const server = await serveProcess([])
    try {
      const out = server.stdout()
      const starter = /^\s*starter\s+(rm_live_[A-Za-z0-9_-]{32})$/m.exec(out)?.[1]
      const pro = /^\s*pro\s+(rm_live_[A-Za-z0-9_-]{32})$/m.exec(out)?.[1]
      expect(starter, out).toBeDefined()
      expect(pro, out).toBeDefined()
      const res = await match(server.url, starter!)
      expect(res.status).toBe(200)
      expect(res.headers.get('x-api-tier')).toBe('starter')
      expect((await match(server.url, pro!)).headers.get('x-api-tier')).toBe('pro')
    } finally {
      await server.stop()
    }
  })

  it('creates no keys when the storage has some, and sees a rotation within a second', async () => {
    const spec = `fs:${join(dir, 'store')}`
    const storage = await openStorage(spec)
    const { key } = await storage.keys.create('pro')
    await storage.dispose()

    const server = await serveProcess(['--storage', spec])
    try {
      expect(server.stdout()).not.toMatch(/Created API keys/)
      expect((await match(server.url, key)).status).toBe(200)

      const other = await openStorage(spec)
      const rotated = await other.keys.rotate(key)
      await other.dispose()
      expect(rotated).toBeDefined()
      // Another process's rotation is seen within a second (the key cache's lifetime): poll for
      // it instead of sleeping a fixed second, and fail if it takes longer. Polled with a vendor
      // listing, which the usage counter below does not count.
      const rotatedAt = performance.now()
      const list = () => fetch(`${server.url}/api/v1/vendors?category=warehouse`, { headers: { 'x-api-key': key } })
      let seen = await list()
      while (seen.status === 200 && performance.now() - rotatedAt < 1500) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        seen = await list()
      }
      expect(seen.status).toBe(401)
      expect(performance.now() - rotatedAt).toBeLessThan(1500)
      expect((await match(server.url, key)).status).toBe(401)
      const fresh = await match(server.url, rotated!.key)
      expect(fresh.status).toBe(200)
      expect(fresh.headers.get('x-usage-used')).toBe('2')
    } finally {
      await server.stop()
    }
  })

  it('refuses a port that is taken, with one line naming it and exit 2', async () => {
    const first = await serveProcess([])
    try {
      const port = new URL(first.url).port
      await expect(serveProcess(['--port', port])).rejects.toThrow(
        new RegExp(
          `^serve exited with 2: error: port ${port} on 127\\.0\\.0\\.1 is in use: stop what uses it, or pick another with --port \\(0 picks a free one\\)\n$`,
        ),
      )
    } finally {
      await first.stop()
    }
  })
})
