import * as v from 'valibot'
import { loadDefaultCatalogs } from '../src/catalogs/load.js'
import { matchBusiness, DEFAULT_TIERS } from '../src/engine/index.js'
import { MatchRequestSchema } from '../src/schemas/api.js'
const c = await loadDefaultCatalogs()
const ctx = { tier: 'pro' as const, limits: DEFAULT_TIERS.pro, matchId: 'x', clickUrl: () => 'https://x', attributionLink: 'https://x' }
const probes: Record<string, unknown> = {
  bigNoUnit: { category: 'warehouse', facilitySizeSqM: 80000, ordersPerDay: 20000, laborCostPerHour: 25, hoursPerDay: 16, daysPerWeek: 6, region: 'US' },
  bigNoUnitNoOrders: { category: 'warehouse', facilitySizeSqM: 150000, region: 'DE' },
  airport: { category: 'cleaning', floorAreaSqM: 40000, floorType: 'hard', laborCostPerHour: 20, hoursPerDay: 20, daysPerWeek: 7, region: 'US' },
  hospCafeteria: { category: 'restaurant', seatsPerDay: 1200, serviceStyle: 'self_service', laborCostPerHour: 20, hoursPerDay: 12, daysPerWeek: 7, region: 'US' },
  hospCafeteriaCounter: { category: 'restaurant', seatsPerDay: 1200, serviceStyle: 'counter_service', laborCostPerHour: 20, hoursPerDay: 12, daysPerWeek: 7, region: 'US' },
  caRest: { category: 'restaurant', seatsPerDay: 300, serviceStyle: 'table_service', region: 'CA' },
  auRest: { category: 'restaurant', seatsPerDay: 300, serviceStyle: 'table_service', region: 'AU' },
  sgClean: { category: 'cleaning', floorAreaSqM: 5000, floorType: 'hard', region: 'SG' },
  mxWh: { category: 'warehouse', facilitySizeSqM: 20000, handlingUnit: 'case', ordersPerDay: 3000, region: 'MX' },
  frRest: { category: 'restaurant', seatsPerDay: 400, serviceStyle: 'table_service', region: 'FR' },
  frClean: { category: 'cleaning', floorAreaSqM: 8000, floorType: 'hard', region: 'FR' },
  caWh: { category: 'warehouse', facilitySizeSqM: 15000, handlingUnit: 'each', ordersPerDay: 5000, region: 'CA' },
  auWh: { category: 'warehouse', facilitySizeSqM: 15000, handlingUnit: 'each', ordersPerDay: 5000, region: 'AU' },
  mxClean: { category: 'cleaning', floorAreaSqM: 8000, floorType: 'hard', region: 'MX' },
  tinyHours: { category: 'cleaning', floorAreaSqM: 1000, hoursPerDay: 0.5, region: 'US' },
}
for (const [id, input] of Object.entries(probes)) {
  const a = matchBusiness(c, v.parse(MatchRequestSchema, input), ctx)
  console.log(`${id}: ${a.verdict} ${a.matchConfidence} ${a.bestRobotMatch.robotType} ${a.acquisitionRecommendation} net ${a.economics.monthlyNet} ${a.currency} fleet ${a.fleet.min}-${a.fleet.max} ${a.fleet.unit} | ${a.vendorMatches.map((m) => m.vendorId).join(',') || 'NONE'}`)
  for (const r of a.verdictReasons) console.log('    ' + r.code + ': ' + r.text)
}
