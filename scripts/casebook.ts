// Prints the engine's answers to the expert casebook's profiles, one block each, for review:
// `npx tsx scripts/casebook.ts [ID…]`. Not a test: test/casebook.test.ts pins the answers.
import * as v from 'valibot'
import { loadDefaultCatalogs } from '../src/catalogs/load.js'
import { matchBusiness } from '../src/engine/index.js'
import { DEFAULT_TIERS } from '../src/engine/tiers.js'
import { MatchRequestSchema } from '../src/schemas/api.js'
import { BUSINESS_CASES } from '../test/casebook.js'

const catalogs = await loadDefaultCatalogs()
const only = process.argv.slice(2)
for (const [id, input] of Object.entries(BUSINESS_CASES)) {
  if (only.length > 0 && !only.includes(id)) continue
  const request = v.parse(MatchRequestSchema, input)
  const answer = matchBusiness(catalogs, request, {
    tier: 'pro',
    limits: DEFAULT_TIERS.pro,
    matchId: '00000000-0000-4000-8000-000000000000',
    clickUrl: (vendor) => `https://example.test/out?v=${vendor}`,
    attributionLink: 'https://example.test',
  })
  const e = answer.economics
  console.log(
    `${id} ${answer.verdict.toUpperCase()} ${answer.matchConfidence} | ${answer.bestRobotMatch.robotType} (${answer.bestRobotMatch.score}) | ${answer.acquisitionRecommendation} | net ${e.monthlyNet} ${e.currency}/mo payback ${e.paybackMonths ?? e.paybackReason} | fleet ${answer.fleet.min}-${answer.fleet.max} ${answer.fleet.unit} | saved ${e.laborCostSavedPerMonth} cost ${JSON.stringify(e.robotMonthlyCost)}`,
  )
  console.log(
    `   vendors: ${answer.vendorMatches.map((m) => `${m.name}${m.sponsored ? '(S)' : ''} ${m.score} [${m.acquisitionModels.join('/')}]`).join(' · ') || '—'}`,
  )
  for (const r of answer.verdictReasons) console.log(`   reason ${r.code}: ${r.text}`)
  for (const w of answer.warnings) console.log(`   warn ${w.code}: ${w.text}`)
  if (process.env.VERBOSE) console.log(`   acq: ${answer.acquisitionRationale}\n   ${answer.bestRobotMatch.rationale.join('\n   ')}`)
}
