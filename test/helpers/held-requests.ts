import { connect, type Socket } from 'node:net'

/** Requests the server has read the headers of (it answered `100 Continue`) and waits on the body for. */
export interface HeldRequests {
  /** Sends every body; resolves to each answer's status once all have answered (or their connection closed). */
  release(): Promise<number[]>
}

/**
 * Opens `count` connections and sends a POST's headers with `Expect: 100-continue` on each,
 * resolving once the server has answered `100 Continue` to every one: then all `count`
 * requests are in flight inside the server, deterministically (no sleep), until `release`.
 * Connections ask for keep-alive, so a server that stops must close them itself.
 *
 * @example
 * const held = await holdRequests(port, 40, '/api/v1/match', { 'x-api-key': key }, '{"category":"warehouse"}')
 * process.kill(pid, 'SIGTERM')
 * expect(await held.release()).toEqual(Array(40).fill(200))
 */
export async function holdRequests(port: number, count: number, path: string, headers: Record<string, string>, body: string): Promise<HeldRequests> {
  const head = [
    `POST ${path} HTTP/1.1`,
    `host: 127.0.0.1:${port}`,
    'content-type: application/json',
    `content-length: ${Buffer.byteLength(body)}`,
    'expect: 100-continue',
    'connection: keep-alive',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n')
  const held = await Promise.all(
    Array.from({ length: count }, () => {
      return new Promise<{ socket: Socket; answer: Promise<number> }>((resolve, reject) => {
        const socket = connect({ port, host: '127.0.0.1' })
        let text = ''
        let continued = false
        let settle: (status: number) => void = () => {}
        const answer = new Promise<number>((done) => (settle = done))
        socket.setEncoding('utf8')
        socket.once('error', reject)
        socket.on('data', (chunk: string) => {
          text += chunk
          if (!continued && text.startsWith('HTTP/1.1 100 Continue\r\n\r\n')) {
            continued = true
            text = text.slice(text.indexOf('\r\n\r\n') + 4)
            resolve({ socket, answer })
          }
          const status = continued ? completeStatus(text) : undefined
          if (status !== undefined) settle(status)
        })
        socket.once('close', () => settle(completeStatus(text) ?? 0))
        socket.once('connect', () => socket.write(head))
      })
    }),
  )
  return {
    release: () => {
      for (const { socket } of held) socket.write(body)
      return Promise.all(held.map(({ answer }) => answer))
    },
  }
}

/** The status of a complete HTTP response in `text` (content-length or chunked), else undefined. */
function completeStatus(text: string): number | undefined {
  const end = text.indexOf('\r\n\r\n')
  if (end === -1) return undefined
  const headers = text.slice(0, end)
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1])
  const length = /\r\ncontent-length: (\d+)/i.exec(headers)?.[1]
  const rest = text.slice(end + 4)
  if (length !== undefined) return Buffer.byteLength(rest) >= Number(length) ? status : undefined
  return /\r\ntransfer-encoding: chunked/i.test(headers) && rest.endsWith('0\r\n\r\n') ? status : undefined
}
