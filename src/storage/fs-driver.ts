import { chmod, mkdir, opendir, readFile, rm, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { defineDriver, type Driver } from 'unstorage'
import writeFileAtomic from 'write-file-atomic'

/** Files of an `fs:` store: readable by its owner only. */
export const FILE_MODE = 0o600
/** Directories of an `fs:` store: only its owner may list or enter them. */
const DIR_MODE = 0o700

/** Options of {@link fsStoreDriver}. */
export interface FsStoreDriverOptions {
  /** Absolute store directory. */
  base: string
  /** Top-level entries that are not key/value items (counter and lock files). */
  ignore: readonly string[]
  /** fsync each write before the rename (default true). */
  fsync?: boolean
}

/** Items read at once by `getItems` (a listing of 100,000 keys must not open 100,000 files at once). */
const READ_CONCURRENCY = 32

/**
 * The unstorage driver of an `fs:` store (keys, link secret). Unlike unstorage's `fs-lite`,
 * which this replaces, it never turns an error into "missing": only ENOENT reads as absent,
 * every other failure (EISDIR, ENOTDIR, EACCES, EMFILE…) and a file that is not JSON are
 * thrown, so callers answer 503 instead of 401 or an empty listing. Writes are atomic (temp
 * file + rename, fsynced) with mode 0600 in 0700 directories; listings stream the directory
 * (no cap) and `getItems` reads with bounded concurrency.
 */
export const fsStoreDriver = defineDriver((options: FsStoreDriverOptions): Driver => {
  const { base } = options
  const fsync = options.fsync ?? true
  const ignored = new Set(options.ignore)

  const pathOf = (key: string): string => {
    const segments = key.split(':').filter((segment) => segment.length > 0)
    if (segments.length === 0 || segments.some((segment) => segment === '.' || segment === '..' || segment.includes('/') || segment.includes('\\'))) {
      throw new Error(`Invalid storage key ${JSON.stringify(key)}`)
    }
    if (ignored.has(segments[0])) throw new Error(`Storage key ${JSON.stringify(key)} names a reserved entry of the store`)
    return join(base, ...segments)
  }

  const read = async (key: string): Promise<string | null> => {
    const path = pathOf(key)
    let text: string
    try {
      text = await readFile(path, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
    try {
      JSON.parse(text)
    } catch {
      throw new Error(`${path} is not valid JSON (truncated or corrupt); restore it from a backup or remove it`)
    }
    return text
  }

  /** Item keys under `dir` (relative names joined with `:`), streamed, temp files skipped. */
  const walk = async (dir: string, prefix: string, keys: string[]): Promise<void> => {
    let handle
    try {
      handle = await opendir(dir, { bufferSize: 256 })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
      throw error
    }
    for await (const entry of handle) {
      if (prefix === '' && ignored.has(entry.name)) continue
      // write-file-atomic's temp files are `<name>.<hash>`; item names never hold a dot.
      if (entry.name.includes('.')) continue
      if (entry.isDirectory()) await walk(join(dir, entry.name), `${prefix}${entry.name}:`, keys)
      else keys.push(prefix + entry.name)
    }
  }

  return {
    name: 'robomatch-fs',
    options,
    async hasItem(key) {
      return (await read(key)) !== null
    },
    getItem: read,
    async getItems(items) {
      const results: { key: string; value: string | null }[] = []
      let next = 0
      const worker = async () => {
        while (next < items.length) {
          const index = next++
          results[index] = { key: items[index].key, value: await read(items[index].key) }
        }
      }
      await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, items.length) }, worker))
      return results
    },
    async setItem(key, value) {
      const path = pathOf(key)
      await ensureDir(join(path, '..'))
      await writeFileAtomic(path, value, { fsync, mode: FILE_MODE })
    },
    async removeItem(key) {
      await unlink(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error
      })
    },
    async getKeys(relativeBase) {
      const prefix = (relativeBase ?? '').replace(/:+$/, '')
      const keys: string[] = []
      if (prefix === '') await walk(base, '', keys)
      else await walk(pathOf(prefix), `${prefix}:`, keys)
      return keys
    },
    async clear(relativeBase) {
      const prefix = (relativeBase ?? '').replace(/:+$/, '')
      if (prefix !== '') {
        await rm(pathOf(prefix), { recursive: true, force: true })
        return
      }
      const keys: string[] = []
      await walk(base, '', keys)
      const tops = new Set(keys.map((key) => key.split(':')[0]))
      for (const top of tops) await rm(join(base, top), { recursive: true, force: true })
    },
  }
})

/** Creates `dir` (and parents) with mode 0700; an existing directory is tightened to 0700. */
export async function ensureDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: DIR_MODE })
  await chmod(dir, DIR_MODE)
}

/**
 * Whether `dir` holds at least one item file, reading only as far as the first one. A missing
 * directory holds none; any other failure (ENOTDIR, EACCES…) is thrown.
 */
export async function hasAnyItem(dir: string): Promise<boolean> {
  let handle
  try {
    handle = await opendir(dir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw error
  }
  try {
    for (;;) {
      const entry = await handle.read()
      if (!entry) return false
      if (!entry.name.includes('.')) return true
    }
  } finally {
    await handle.close()
  }
}
