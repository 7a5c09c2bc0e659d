/**
 * The one way tests start the app: `startTarget` over in-process `fetch` or a real listening Node
 * server, `useTarget` for the same closed when the test ends, and `describeMatrix` to run a
 * block over both (h3's test matrix), which catches adapter differences.
 */
import { describe, onTestFinished } from 'vitest'
import { createApp } from '../../src/server/app.js'
import { startServer, type ServerOptions } from '../../src/server/listen.js'
import type { RobomatchApp } from '../../src/server/types.js'

export type Transport = 'fetch' | 'http'

/** What a test may configure: the app's options, and for `http` the server's (connection limits). */
export type TargetOptions = Omit<ServerOptions, 'port'>

/** One way of reaching the app: in-process `app.fetch`, or a real listening Node server. */
export interface TestTarget {
  transport: Transport
  /** Origin requests are made against. */
  origin: string
  app: RobomatchApp
  request(path: string, init?: RequestInit): Promise<Response>
  close(): Promise<void>
}

/**
 * Starts the app for a test over `transport` (memory storage unless `options.storage` says
 * otherwise). The caller closes it; see {@link useTarget}.
 *
 * @example
 * const target = await startTarget('http', { trustProxy: true })
 */
export async function startTarget(transport: Transport, options: TargetOptions = {}): Promise<TestTarget> {
  if (transport === 'fetch') {
    const app = await createApp({ storage: 'memory', ...options })
    const origin = 'http://robomatch.local'
    return {
      transport,
      origin,
      app,
      request: (path, init) => app.fetch(new Request(new URL(path, origin), init)),
      close: () => app.close(),
    }
  }
  const server = await startServer({ storage: 'memory', ...options, port: 0 })
  return {
    transport,
    origin: server.url,
    app: server.app,
    request: (path, init) => fetch(new URL(path, server.url), { redirect: 'manual', ...init }),
    close: () => server.close(),
  }
}

/**
 * {@link startTarget} inside a test, closed when that test ends (passed or failed): an app of
 * the test's own, so no test sees another's keys or counts.
 *
 * @example
 * it('…', async () => { const target = await useTarget('http'); … })
 */
export async function useTarget(transport: Transport, options: TargetOptions = {}): Promise<TestTarget> {
  const target = await startTarget(transport, options)
  onTestFinished(() => target.close())
  return target
}

/**
 * Declares the block once per transport, named `<name> over fetch` and `<name> over http`.
 *
 * @example
 * describeMatrix('HTTP API', (transport) => { it('…', async () => { const target = await useTarget(transport) }) })
 */
export function describeMatrix(name: string, body: (transport: Transport) => void): void {
  describe.each<Transport>(['fetch', 'http'])(`${name} over %s`, (transport) => {
    body(transport)
  })
}

/** JSON POST helper. */
export function postJson(target: TestTarget, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return target.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}
