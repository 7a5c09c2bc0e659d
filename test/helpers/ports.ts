import { createServer } from 'node:net'

/**
 * A TCP port free on 127.0.0.1 right now (the OS picks it; it is released before returning).
 *
 * @example
 * const port = await freePort()
 */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => done(port))
    })
  })
}
