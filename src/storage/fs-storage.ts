import { join } from 'node:path'
import { createStorage } from 'unstorage'
import { assembleStorage } from './assemble-storage.js'
import { COUNTED_FILE, createFsCounters } from './fs.js'
import { ensureDir, fsStoreDriver, hasAnyItem } from './fs-driver.js'
import { LOCK_ENTRIES, lockStore } from './fs-lock.js'
import { fsKeyChanges } from './key-changes.js'
import type { RobomatchStorage } from './types.js'
import { guardStorage, toUnavailable } from './unavailable.js'

/** Options of the directory backend (`fs:DIR`). */
export interface FsStorageOptions {
  /** fsync counter files before renaming them (default true). */
  fsync?: boolean
  /**
   * Take the directory lock (`serve` does), so a second serving process on the same directory
   * refuses to start. Key administration (`keys …`) opens without it.
   */
  exclusive?: boolean
}

/**
 * The directory backend: keys and metadata as files (`fs-driver.ts`), counters as atomic JSON
 * files (`fs.ts`), key changes seen through a directory watch. One serving process per directory.
 *
 * @example
 * const storage = await openFsStorage('/srv/robomatch', { exclusive: true }, undefined)
 */
export async function openFsStorage(dir: string, options: FsStorageOptions, linkSecret: string | undefined): Promise<RobomatchStorage> {
  const keysDir = join(dir, 'keys')
  try {
    await ensureDir(dir)
  } catch (error) {
    throw toUnavailable(error, 'fs', `create the storage directory ${dir}`)
  }
  const release = options.exclusive ? await lockStore(dir) : undefined
  try {
    // A store that exists but cannot be read stops here, before anyone mints keys into it.
    await guardStorage('fs', `read the keys in ${keysDir}`, async () => {
      await hasAnyItem(keysDir)
      await ensureDir(keysDir) // so it can be watched for changes from the keys commands
    })
    const counters = await createFsCounters({ dir, fsync: options.fsync })
    const driver = fsStoreDriver({ base: dir, ignore: ['counters', 'clicks', COUNTED_FILE, ...LOCK_ENTRIES], fsync: options.fsync })
    const opened = assembleStorage({
      kind: 'fs',
      storage: createStorage({ driver }),
      counters,
      linkSecret,
      changes: fsKeyChanges(keysDir),
      hasKeys: () => guardStorage('fs', `read the keys in ${keysDir}`, () => hasAnyItem(keysDir)),
    })
    return {
      ...opened,
      async dispose() {
        try {
          await opened.dispose()
        } finally {
          await release?.()
        }
      },
    }
  } catch (error) {
    await release?.().catch(() => {})
    throw error
  }
}
