import { hostname } from 'node:os'
import { join } from 'node:path'
import { readFile, rm } from 'node:fs/promises'
import lockfile from 'proper-lockfile'
import writeFileAtomic from 'write-file-atomic'
import { FILE_MODE } from './fs-driver.js'

/** Entries of the store directory that hold the serve lock (not key/value items). */
export const LOCK_ENTRIES = ['serve.lock', 'serve.pid'] as const

/** Thrown when another live process serves the directory. */
export class StoreLockedError extends Error {
  override name = 'StoreLockedError'
}

/**
 * A lock older than this without a refresh is stale (its holder hung or died on another
 * host). The holder refreshes it every half of this. Long, so a busy event loop never loses it.
 */
const STALE_MS = 30_000

interface Owner {
  pid: number
  host: string
}

/**
 * Takes the directory lock of an `fs:` store for one serving process (proper-lockfile:
 * an atomic `mkdir` of `DIR/serve.lock`, refreshed while held). A lock whose holder is gone
 * is taken over at once when that holder ran on this host (its pid in `DIR/serve.pid` is
 * dead, e.g. after SIGKILL), else once it is stale (30 s). Returns the release function.
 *
 * Only `serve` locks: `keys` commands work beside a running server, since they touch key
 * files (written atomically) and never counters.
 */
export async function lockStore(dir: string): Promise<() => Promise<void>> {
  const lockPath = join(dir, LOCK_ENTRIES[0])
  const pidPath = join(dir, LOCK_ENTRIES[1])
  const attempt = () =>
    lockfile.lock(dir, {
      lockfilePath: lockPath,
      realpath: false,
      stale: STALE_MS,
      retries: 0,
      onCompromised: (error: Error) => {
        // Someone removed or took the lock: say so loudly, keep serving (exiting would drop requests).
        console.error(`robomatch: the lock on ${dir} was lost (${error.message}); another process may now write the same counters.`)
      },
    })
  let release: () => Promise<void>
  try {
    release = await attempt()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error
    const owner = await readOwner(pidPath)
    if (!owner || owner.host !== hostname() || isAlive(owner.pid)) {
      const who = owner ? `process ${owner.pid} on ${owner.host}` : 'another process'
      throw new StoreLockedError(
        `Storage directory ${dir} is in use by another robomatch serve (${who}). A directory store serves one process: stop the other one, or use Redis storage (--storage redis://HOST:PORT) to run several. The keys commands work beside a running serve.`,
      )
    }
    // The holder died without releasing (SIGKILL, power cut): its lock is ours to take.
    await rm(lockPath, { recursive: true, force: true })
    release = await attempt()
  }
  await writeFileAtomic(pidPath, JSON.stringify({ pid: process.pid, host: hostname() } satisfies Owner), { mode: FILE_MODE })
  return async () => {
    await rm(pidPath, { force: true })
    await release()
  }
}

async function readOwner(path: string): Promise<Owner | undefined> {
  try {
    const owner = JSON.parse(await readFile(path, 'utf8')) as Partial<Owner>
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? { pid: owner.pid, host: owner.host } : undefined
  } catch {
    return undefined
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
