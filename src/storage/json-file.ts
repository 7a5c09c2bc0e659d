import { readFile } from 'node:fs/promises'
import writeFileAtomic from 'write-file-atomic'
import { FILE_MODE } from './fs-driver.js'

/**
 * A JSON document whose in-memory value is authoritative and is persisted atomically
 * (temp file + rename) with group commit: while one write is in flight, every later `save()`
 * waits for a single next write that includes all their changes.
 */
export class PersistedJson<T> {
  private writing: Promise<void> | undefined
  private queued: Promise<void> | undefined

  constructor(
    readonly path: string,
    public value: T,
    private readonly fsync: boolean,
  ) {}

  /** Resolves once a write that started after this call (so includes the current value) is on disk. */
  save(): Promise<void> {
    if (this.queued) return this.queued
    if (!this.writing) return this.startWrite()
    const queued = this.writing.then(ignore, ignore).then(() => {
      this.queued = undefined
      return this.startWrite()
    })
    this.queued = queued
    return queued
  }

  /** Resolves when no write is in flight or queued (errors are the savers' to handle). */
  idle(): Promise<void> {
    return (this.queued ?? this.writing ?? Promise.resolve()).then(ignore, ignore)
  }

  private startWrite(): Promise<void> {
    const data = `${JSON.stringify(this.value)}\n`
    const write: Promise<void> = writeFileAtomic(this.path, data, { fsync: this.fsync, mode: FILE_MODE }).finally(() => {
      if (this.writing === write) this.writing = undefined
    })
    this.writing = write
    return write
  }
}

/** A file that exists but does not hold what it should: counting from it would be guessing. */
export class CorruptFileError extends Error {
  override name = 'CorruptFileError'
  constructor(readonly path: string) {
    super(`${path} is not the expected JSON (truncated or corrupt); restore it from a backup, or delete it to count from zero`)
  }
}

/**
 * Reads a JSON file. A missing file gives `undefined`; a file that is not valid JSON, or that
 * `parse` rejects, throws {@link CorruptFileError} (fail closed: a damaged counter must never
 * read as zero). Other read errors (EISDIR, EACCES…) are thrown as they are.
 */
export async function readJsonFile<T>(path: string, parse: (raw: unknown) => T | undefined): Promise<T | undefined> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  let parsed: T | undefined
  try {
    parsed = parse(JSON.parse(text))
  } catch {
    parsed = undefined
  }
  if (parsed === undefined) throw new CorruptFileError(path)
  return parsed
}

function ignore(): void {}
