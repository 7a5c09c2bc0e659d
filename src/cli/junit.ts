/**
 * JUnit XML reports for `replay` and `conformance`: one testsuite, one testcase per check,
 * a `<failure>` on each failed one. Text is escaped and characters XML 1.0 forbids are dropped,
 * so any CI's parser reads it.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'

/** One check in a report. */
export interface JunitCase {
  name: string
  ok: boolean
  /** Why it failed (shown as the failure message). */
  message?: string
  timeMs: number
  /** Optional classname; defaults to the suite name. */
  classname?: string
}

/** Escapes text for XML content and attribute values, dropping characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return (
    text
      // oxlint-disable-next-line no-control-regex -- the class names the characters XML 1.0 allows, control ones included
      .replace(/[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  )
}

const seconds = (ms: number) => (Math.max(0, ms) / 1000).toFixed(3)

/**
 * Renders a JUnit XML document.
 *
 * @example
 * renderJunit('robomatch replay', [{ name: 'warehouse-large', ok: true, timeMs: 12 }])
 */
export function renderJunit(suiteName: string, cases: readonly JunitCase[], timestamp = new Date()): string {
  const failures = cases.filter((c) => !c.ok).length
  const total = cases.reduce((sum, c) => sum + c.timeMs, 0)
  const suite = escapeXml(suiteName)
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${suite}" tests="${cases.length}" failures="${failures}" errors="0" time="${seconds(total)}">`,
    `  <testsuite name="${suite}" tests="${cases.length}" failures="${failures}" errors="0" skipped="0" time="${seconds(total)}" timestamp="${timestamp.toISOString().replace(/\.\d+Z$/, '')}">`,
  ]
  for (const testCase of cases) {
    const open = `    <testcase name="${escapeXml(testCase.name)}" classname="${escapeXml(testCase.classname ?? suiteName)}" time="${seconds(testCase.timeMs)}"`
    if (testCase.ok) {
      lines.push(`${open}/>`)
    } else {
      const message = escapeXml(testCase.message ?? 'failed')
      lines.push(`${open}>`, `      <failure message="${message}" type="AssertionError">${message}</failure>`, '    </testcase>')
    }
  }
  lines.push('  </testsuite>', '</testsuites>', '')
  return lines.join('\n')
}

/**
 * Writes a JUnit XML report to `file` (creating its folder).
 *
 * @example
 * await writeJunit('reports/replay.xml', 'robomatch replay', cases)
 */
export async function writeJunit(file: string, suiteName: string, cases: readonly JunitCase[]): Promise<void> {
  const path = resolve(file)
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, renderJunit(suiteName, cases), 'utf8')
}
