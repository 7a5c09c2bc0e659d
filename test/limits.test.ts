import { parseList, serializeList } from 'structured-headers'
import { describe, expect, it } from 'vitest'
import { rateLimitFields } from '../src/core/limits.js'

/** What the `structured-headers` serializer writes for the same fields (the reference). */
function reference(rpm: number, mpm: number, remaining: number, reset: number, isMatch: boolean) {
  const int = (value: number) => (Number.isFinite(value) ? Math.min(Math.max(Math.trunc(value), 0), 999_999_999_999_999) : 999_999_999_999_999)
  const policies: [string, Map<string, number>][] = [
    [
      'minute',
      new Map([
        ['q', int(rpm)],
        ['w', 60],
      ]),
    ],
  ]
  if (isMatch) policies.push(['month', new Map([['q', int(mpm)]])])
  return {
    'ratelimit-policy': serializeList(policies),
    ratelimit: serializeList([
      [
        'minute',
        new Map([
          ['r', int(remaining)],
          ['t', int(reset)],
        ]),
      ],
    ]),
  }
}

describe('rate-limit structured fields', () => {
  const values = [0, 1, 59, 60, 10_000, 1e9, 2 ** 53, Infinity, 12.7, -3]
  it('writes exactly what a structured-field serializer writes, for every limit shape', () => {
    let checked = 0
    for (const rpm of values)
      for (const mpm of values)
        for (const remaining of [0, 1, 59, 1e12])
          for (const reset of [0, 1, 60])
            for (const isMatch of [true, false]) {
              const fields = rateLimitFields({ requestsPerMinute: rpm, matchesPerMonth: mpm } as never, remaining, reset, isMatch)
              expect(fields).toEqual(reference(rpm, mpm, remaining, reset, isMatch))
              checked++
            }
    expect(checked).toBe(values.length * values.length * 4 * 3 * 2)
  })

  it('parses back to the numbers it was given', () => {
    const fields = rateLimitFields({ requestsPerMinute: 600, matchesPerMonth: 10_000 } as never, 42, 17, true)
    const policy = parseList(fields['ratelimit-policy'])
    expect(policy.map(([item, params]) => [item, Object.fromEntries(params)])).toEqual([
      ['minute', { q: 600, w: 60 }],
      ['month', { q: 10_000 }],
    ])
    const [[item, params]] = parseList(fields.ratelimit)
    expect([item, Object.fromEntries(params)]).toEqual(['minute', { r: 42, t: 17 }])
  })
})
