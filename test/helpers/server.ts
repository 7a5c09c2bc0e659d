import { startServer } from '../../src/server/listen.js'
import { createApp } from '../../src/server/app.js'
import type { AppOptions, RobomatchApp } from '../../src/server/types.js'

export type Transport = 'fetch' | 'http'

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
 * Starts the app for a test, over `transport`: every case runs both ways (h3's own test
 * matrix), which catches adapter differences.
 */
export async function startTarget(transport: Transport, options: AppOptions = {}): Promise<TestTarget> {
  if (transport === 'fetch') {
    const app = await createApp(options)
    const origin = 'http://robomatch.local'
    return {
      transport,
      origin,
      app,
      request: (path, init) => app.fetch(new Request(new URL(path, origin), init)),
      close: () => app.close(),
    }
  }
  const server = await startServer({ ...options, port: 0 })
  return {
    transport,
    origin: server.url,
    app: server.app,
    request: (path, init) => fetch(new URL(path, server.url), { redirect: 'manual', ...init }),
    close: () => server.close(),
  }
}

/** JSON POST helper. */
export function postJson(target: TestTarget, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return target.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}
