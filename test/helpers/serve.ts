import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const BIN = fileURLToPath(new URL('../../bin/robomatch.js', import.meta.url))

export interface ServeProcess {
  url: string
  child: ChildProcess
  /** Everything it printed on stdout up to (and including) the listening line and keys. */
  stdout(): string
  stop(): Promise<void>
}

/**
 * Starts `robomatch serve --port 0 …` (the built CLI) as a child process and resolves once
 * it prints its URL; rejects with its output if it exits first or takes over 15 s. `bin` is
 * another launcher (an installed package's, in test/pack.test.ts).
 */
export function serveProcess(args: string[], env: NodeJS.ProcessEnv = {}, bin = BIN): Promise<ServeProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, 'serve', '--port', '0', ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    const stop = async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((done) => child.once('exit', done))
      child.kill('SIGTERM')
      await exited
    }
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`serve did not start: ${out}${err}`))
    }, 15_000)
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk
      const match = /listening on (http:\/\/\S+)\/api\/v1/.exec(out)
      // `Ctrl-C stops the server.` is the last start-up line, after the demo keys (if any).
      if (match && /Ctrl-C stops the server\.\n/.test(out)) {
        clearTimeout(timer)
        resolve({ url: match[1], child, stdout: () => out, stop })
      }
    })
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (err += chunk))
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`serve exited with ${code}: ${out}${err}`))
    })
  })
}
