import { spawn } from 'node:child_process'
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openStorage } from '../src/storage/index.js'
import { toFileName } from '../src/storage/fs.js'
import { T0, testCounters } from './storage-suite.js'

const writes = vi.hoisted(() => ({ count: 0 }))
vi.mock('write-file-atomic', async (importOriginal) => {
  const original = (await importOriginal<{ default: (...args: unknown[]) => Promise<void> }>()).default
  return {
    default: (...args: unknown[]) => {
      writes.count += 1
      return original(...args)
    },
  }
})

const root = await mkdtemp(join(tmpdir(), 'robomatch-fs-'))
afterAll(() => rm(root, { recursive: true, force: true }))

let dir = ''
let testNumber = 0
beforeEach(() => {
  dir = join(root, `t${++testNumber}`)
})

testCounters('fs', () => openStorage(`fs:${dir}`), { persistent: true })

describe('fs storage', () => {
  const open = () => openStorage(`fs:${dir}`)
  const limits = { requestsPerMinute: 100, matchesPerMonth: 100 }
  afterEach(() => vi.restoreAllMocks())

  it('resolves a relative directory against the working directory', async () => {
    const storage = await openStorage(`fs:${relative(process.cwd(), dir)}`)
    await storage.keys.create('starter')
    await storage.dispose()
    expect(await readdir(join(dir, 'keys'))).toHaveLength(1)
  })

  it('keeps counts, keys and clicks across reopening the directory', async () => {
    const first = await open()
    const { key, record } = await first.keys.create('starter')
    await Promise.all(Array.from({ length: 5 }, () => first.counters.reserve(record.subscriptionId, limits, T0)))
    await first.counters.countClick('vendor-a', '2031-05')
    await first.dispose()

    const second = await open()
    expect((await second.keys.lookup(key))?.subscriptionId).toBe(record.subscriptionId)
    expect(await second.counters.monthlyUsage(record.subscriptionId, '2031-05')).toBe(5)
    expect(await second.counters.reserve(record.subscriptionId, limits, T0)).toMatchObject({ minuteUsed: 6, monthUsed: 6 })
    expect(await second.counters.countClick('vendor-a', '2031-05')).toBe(2)
    await second.dispose()
  })

  it('has every counted success on disk when reserve resolves', async () => {
    const storage = await open()
    await storage.counters.reserve('sub:disk', limits, T0)
    const onDisk = JSON.parse(await readFile(join(dir, 'counters', `${toFileName('sub:disk')}.json`), 'utf8'))
    expect(onDisk).toMatchObject({ minuteUsed: 1, months: { '2031-05': 1 } })
    await storage.dispose()
  })

  // Damaged counter files fail closed (issue 11, finding 6): see test/hardening-fs.test.ts.

  it('groups concurrent changes into few writes without losing any', async () => {
    const storage = await open()
    await storage.counters.reserve('sub_group', limits, T0) // loads and creates the file
    writes.count = 0
    const results = await Promise.all(
      Array.from({ length: 200 }, () => storage.counters.reserve('sub_group', { requestsPerMinute: 1000, matchesPerMonth: 150 }, T0)),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(149)
    expect(writes.count).toBeLessThanOrEqual(3)
    await Promise.all(
      results
        .filter((r) => r.ok)
        .slice(0, 40)
        .map((r) => storage.counters.refund(r)),
    )
    await storage.dispose()
    const onDisk = JSON.parse(await readFile(join(dir, 'counters', 'sub_group.json'), 'utf8'))
    expect(onDisk).toMatchObject({ minuteUsed: 150 - 40, months: { '2031-05': 150 - 40 } })
  })

  it('keeps subscription ids apart in file names', () => {
    expect(toFileName('sub_AbC-1')).toBe('sub_AbC-1')
    expect(toFileName('test:ab')).toBe('test%3Aab')
    expect(toFileName('test_3Aab')).not.toBe(toFileName('test:ab'))
    expect(toFileName('../x')).toBe('%2E%2E%2Fx')
    expect(toFileName('x'.repeat(500))).toMatch(/^%%[0-9a-f]{64}$/)
  })

  it('loses no counted success when the process is killed right after reserve resolves', async () => {
    const script = `
      const { openStorage } = await import(${JSON.stringify(new URL('../src/storage/index.ts', import.meta.url).href)})
      const storage = await openStorage(${JSON.stringify(`fs:${dir}`)})
      for (let i = 0; ; i++) {
        await storage.counters.reserve('sub_kill', { requestsPerMinute: 1e9, matchesPerMonth: 1e9 }, ${T0})
        process.stdout.write('+')
      }
    `
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] })
    let acknowledged = 0
    await new Promise<void>((done) => {
      child.stdout.on('data', (chunk: Buffer) => {
        acknowledged += chunk.length
        if (acknowledged >= 50 && !child.killed) {
          child.kill('SIGKILL')
          done()
        }
      })
    })
    const counted = acknowledged
    await new Promise((done) => child.once('exit', done))
    const storage = await open()
    expect(await storage.counters.monthlyUsage('sub_kill', '2031-05')).toBeGreaterThanOrEqual(counted)
    await storage.dispose()
  })
})
