/**
 * The errors of storage: one class, and helpers that turn a backend's failure into it.
 */

/** The storage backend cannot be reached (HTTP 503 `storage_unavailable`). */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError'
}

/**
 * Turns a backend failure into a `StorageUnavailableError` that says which backend failed,
 * what it was doing and what to do next. An error that already is one passes through.
 */
export function toUnavailable(error: unknown, backend: string, action: string): StorageUnavailableError {
  if (error instanceof StorageUnavailableError) return error
  const detail = error instanceof Error ? error.message : String(error)
  return new StorageUnavailableError(
    `robomatch storage (${backend}) could not ${action}: ${detail}. Check that the storage backend is reachable; the request can be retried.`,
    { cause: error },
  )
}

/** Runs `operation`, rethrowing any failure as a `StorageUnavailableError`. */
export async function guardStorage<T>(backend: string, action: string, operation: () => Promise<T>): Promise<T> {
  try {
    return await operation()
  } catch (error) {
    throw toUnavailable(error, backend, action)
  }
}
