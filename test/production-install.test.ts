/**
 * The container's production install, without a container runtime (issue 29): reads the
 * Dockerfile's runtime stage and performs it in a temp dir — its COPY lines (the build stage's
 * dist/ is the one `npm test` built), its RUN lines as written (`npm ci --omit=dev`, the optional
 * peers), its ENV — then starts its CMD and runs its HEALTHCHECK, and checks `/readyz`, on Redis
 * when redis-server is installed. npm may reach the registry but prefers its cache; when the
 * registry cannot be reached the test is skipped with a loud message.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { startRedisServer } from './helpers/redis.js'
import { serveProcess } from './helpers/cli.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** One instruction of a Dockerfile: its keyword and the rest of its (joined) line. */
interface Instruction {
  keyword: string
  args: string
}

/** The instructions of the Dockerfile's last stage (continuation lines joined, comments dropped). */
function runtimeStage(dockerfile: string): Instruction[] {
  const joined = dockerfile.replace(/\\\n/g, ' ')
  const instructions = joined
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const space = line.indexOf(' ')
      return { keyword: line.slice(0, space).toUpperCase(), args: line.slice(space + 1).trim() }
    })
  const lastFrom = instructions.map((instruction) => instruction.keyword).lastIndexOf('FROM')
  return instructions.slice(lastFrom + 1)
}

/** `KEY=value` or `KEY="value"` of an ARG or ENV line. */
function assignment(args: string): [string, string] {
  const [name, ...rest] = args.split('=')
  return [name, rest.join('=').replace(/^"(.*)"$/, '$1')]
}

interface Run {
  code: number | null
  output: string
}

function sh(command: string, cwd: string, env: NodeJS.ProcessEnv, timeoutMs = 55_000): Promise<Run> {
  return new Promise((done) => {
    const child = spawn('sh', ['-c', command], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.on('close', (code) => {
      clearTimeout(timer)
      done({ code, output })
    })
  })
}

const UNREACHABLE = /ENOTCACHED|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|ECONNRESET|network/i

const work = await mkdtemp(join(tmpdir(), 'robomatch-image-'))
const redis = await startRedisServer()
afterAll(async () => {
  await redis?.stop()
  await rm(work, { recursive: true, force: true })
})

describe('the Dockerfile’s runtime stage, performed in a temp dir', () => {
  it('installs production dependencies only, starts as the image would, passes its HEALTHCHECK and answers /readyz', async (ctx) => {
    expect(existsSync(join(ROOT, 'dist', 'cli', 'index.js')), 'dist/ is missing: run `npm run build` (npm test does)').toBe(true)
    const stage = runtimeStage(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'))
    const keywords = new Set(stage.map((instruction) => instruction.keyword))
    // The image's promises: a non-root user, a health check, production dependencies only.
    expect(stage.find((instruction) => instruction.keyword === 'USER')?.args).toBe('node')
    expect(keywords.has('HEALTHCHECK')).toBe(true)
    expect(stage.some((instruction) => instruction.keyword === 'RUN' && /npm ci --omit=dev/.test(instruction.args))).toBe(true)

    // npm prefers its cache (the registry is the only network here); no update notices.
    const env: NodeJS.ProcessEnv = { ...process.env, npm_config_prefer_offline: 'true', npm_config_update_notifier: 'false' }
    let cmd: string[] = []
    let healthcheck: string[] = []
    for (const { keyword, args } of stage) {
      if (keyword === 'ARG' || keyword === 'ENV') {
        const [name, value] = assignment(args)
        env[name] = value
      } else if (keyword === 'COPY') {
        const parts = args.split(/\s+/)
        const fromBuild = parts[0].startsWith('--from=')
        const [source, target] = fromBuild ? parts.slice(1) : parts.slice(0, 2)
        const sources = fromBuild ? [source.replace(/^\/app\//, '')] : parts.slice(0, -1)
        const into = fromBuild ? target : parts.at(-1)!
        for (const file of sources) {
          const destination = into.endsWith('/') && sources.length > 1 ? join(work, into, file) : join(work, into === './' ? file : into)
          await cp(join(ROOT, file), destination, { recursive: true })
        }
      } else if (keyword === 'RUN') {
        // `npm cache clean --force` only trims the image; here it would empty the machine's shared
        // npm cache under another suite's install (two `npm test` at once: EEXIST/ENOTEMPTY), so the
        // test performs the rest of the line.
        const result = await sh(args.replace(/\s*&&\s*npm cache clean --force\b/, ''), work, env)
        if (result.code !== 0 && UNREACHABLE.test(result.output)) {
          console.warn(`\n*** PRODUCTION INSTALL TEST SKIPPED: npm could not reach the registry:\n${result.output.slice(-600)}\n***\n`)
          return ctx.skip()
        }
        expect(result.code, `RUN ${args}\n${result.output}`).toBe(0)
      } else if (keyword === 'CMD') {
        cmd = JSON.parse(args) as string[]
      } else if (keyword === 'HEALTHCHECK') {
        healthcheck = JSON.parse(args.slice(args.indexOf('CMD ') + 4)) as string[]
      }
    }

    // Production dependencies only: no test runner, no formatter; the optional peer asked for.
    expect(existsSync(join(work, 'node_modules', 'prom-client'))).toBe(true)
    expect(existsSync(join(work, 'node_modules', 'pino'))).toBe(true)
    expect(existsSync(join(work, 'node_modules', 'prettier'))).toBe(false)
    expect(existsSync(join(work, 'node_modules', 'vitest'))).toBe(false)
    expect(existsSync(join(work, 'node_modules', 'ioredis'))).toBe(true)

    // CMD is `node bin/robomatch.js serve …`: started the same way, on a free port.
    expect(cmd.slice(0, 3)).toEqual(['node', 'bin/robomatch.js', 'serve'])
    const storage = redis ? { ROBOMATCH_STORAGE: redis.url } : {}
    if (!redis) console.warn('\n*** production install: redis-server not found, served with memory storage instead of Redis ***\n')
    const server = await serveProcess(cmd.slice(3), { ...env, ...storage }, join(work, cmd[1]))
    try {
      const ready = await fetch(`${server.url}/readyz`)
      expect(ready.status).toBe(200)
      expect(await ready.json()).toEqual({ status: 'ready' })
      const port = new URL(server.url).port
      const check = await sh(healthcheck.map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' '), work, { ...env, ROBOMATCH_PORT: port }, 10_000)
      expect(check.code, check.output).toBe(0)
    } finally {
      await server.stop()
    }
  }, 60_000)
})
