/**
 * Assertions of the conformance checks. Each throws a CheckFailure whose message says what
 * was expected and what came back, on one line.
 */
import * as v from 'valibot'
import { ApiErrorSchema, type ApiError } from '../../schemas/api.js'
import type { Exchange } from './probe.js'

/** A check's expectation was not met; the message is the reported reason. */
export class CheckFailure extends Error {
  override name = 'CheckFailure'
}

/** Fails the current check with `reason`. */
export function fail(reason: string): never {
  throw new CheckFailure(reason)
}

/** A short, one-line excerpt of a response body for failure messages. */
export function excerpt(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim()
  if (line === '') return '(empty body)'
  return line.length > max ? `${line.slice(0, max)}…` : line
}

/** `HTTP 200 {"matchId":…}`: what came back, briefly. */
export function gotten(exchange: Exchange): string {
  return `HTTP ${exchange.status} ${excerpt(exchange.text)}`
}

/** Fails unless the answer has `status`. */
export function expectStatus(exchange: Exchange, status: number, rule: string): void {
  if (exchange.status !== status) {
    fail(`${rule}: expected HTTP ${status} for ${exchange.method} ${new URL(exchange.url).pathname}, got ${gotten(exchange)}`)
  }
}

/**
 * Validates `value` against a valibot schema; on failure reports the first issue's path and
 * message, e.g. `body.vendorMatches.0.clickUrl: Invalid URL …`.
 */
export function expectSchema<TSchema extends v.GenericSchema>(schema: TSchema, value: unknown, what: string): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value)
  if (result.success) return result.output
  const issue = result.issues[0]
  const path = v.getDotPath(issue)
  fail(`${what} does not match the contract schema: body${path ? `.${path}` : ''}: ${issue.message}`)
}

const STACK_PATTERNS: readonly RegExp[] = [
  /\bat\s+[^\s()]+\s+\([^)]*:\d+:\d+\)/, // "at fn (file.js:1:2)"
  /(^|\\n|\n)\s*at\s+\S/, // stack frame lines, raw or JSON-escaped
  /"stack"\s*:/,
  /node:internal|node_modules[\\/]/,
  /\.(?:[cm]?js|ts):\d+:\d+/,
]

/** Returns the part of a body that looks like a stack trace or internal path, if any. */
function findStackLeak(text: string): string | undefined {
  for (const pattern of STACK_PATTERNS) {
    const match = pattern.exec(text)
    if (match) return excerpt(text.slice(Math.max(0, match.index - 40), match.index + 80), 120)
  }
  return undefined
}

/** Fails when a body leaks a stack trace (PRODUCT §2: no stack traces or internal messages in any body). */
function expectNoStackLeak(exchange: Exchange): void {
  const leak = findStackLeak(exchange.text)
  if (leak) fail(`error bodies must not leak stack traces or internals, but HTTP ${exchange.status} body contains: ${leak}`)
}

/**
 * Expects an ApiError answer: the status, an `{error, message, …}` body, the `error`
 * identifier when given, and no leaked stack trace.
 */
export function expectApiError(exchange: Exchange, status: number, code: string | undefined, rule: string): ApiError {
  expectStatus(exchange, status, rule)
  if (exchange.json === undefined) fail(`${rule}: expected an ApiError JSON body with HTTP ${status}, got ${gotten(exchange)}`)
  const body = expectSchema(ApiErrorSchema, exchange.json, `${rule}: HTTP ${status} body (ApiError)`)
  if (code !== undefined && body.error !== code) {
    fail(`${rule}: expected error "${code}", got "${body.error}" (${excerpt(body.message, 80)})`)
  }
  expectNoStackLeak(exchange)
  return body
}

/** Reads a header that must be a non-negative integer; returns undefined and notes a problem otherwise. */
export function integerHeader(headers: Headers, name: string, problems: string[]): number | undefined {
  const value = headers.get(name)
  if (value === null) {
    problems.push(`missing ${name}`)
    return undefined
  }
  if (!/^\d+$/.test(value.trim())) {
    problems.push(`${name} must be an integer, got "${value}"`)
    return undefined
  }
  return Number(value.trim())
}

/** Fails with every collected problem, if any. */
export function failOnProblems(rule: string, problems: readonly string[]): void {
  if (problems.length > 0) fail(`${rule}: ${problems.join('; ')}`)
}
