/**
 * Schema of `catalogs/cleaning-rates.json`: every rate the cleaning ROI model uses, each with
 * the public sources it comes from and a note saying how the number was derived (published,
 * converted, or a documented estimate). The model in `src/engine/roi.ts` holds no numbers of
 * its own, so an expert can check or change every figure here without reading code.
 */
import * as v from 'valibot'
import { CheckedAtSchema, SourcesSchema } from './catalog.js'

const TextSchema = v.pipe(v.string(), v.minLength(1))

/** One number with where it comes from. */
export const SourcedFigureSchema = v.strictObject({
  value: v.pipe(v.number(), v.finite(), v.minValue(0)),
  /** Public pages the figure is taken or derived from. */
  sources: SourcesSchema,
  /** How the figure was derived, and whether it is published or an estimate. Cited in answers. */
  note: TextSchema,
  /** What fact checks of the figure read and found: the catalog's audit trail, not cited in answers. */
  checks: v.optional(TextSchema),
  /** On a lease fee: the fee already covers service, so the robots' monthly service is not added to it. */
  includesService: v.optional(v.literal(true)),
})
export type SourcedFigure = v.InferOutput<typeof SourcedFigureSchema>

/** A figure that must be strictly positive (rates, hours, life): a zero would divide by zero. */
export const PositiveFigureSchema = v.strictObject({
  ...SourcedFigureSchema.entries,
  value: v.pipe(v.number(), v.finite(), v.gtValue(0, 'must be greater than 0')),
})
/** A share of the work, 0–1. */
export const ShareFigureSchema = v.strictObject({
  ...SourcedFigureSchema.entries,
  value: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1, 'must be a share between 0 and 1')),
})

/** Practical productivity of today's manual methods, m² per hour (turns, emptying, overlap included). */
export const ManualRatesSchema = v.strictObject({
  /** Mop and bucket / hand cleaning of small hard-floor sites. */
  mop: PositiveFigureSchema,
  /** Walk-behind scrubber-dryer, about 50–60 cm path. */
  walkBehindScrubber: PositiveFigureSchema,
  /** Ride-on scrubber-dryer, 70 cm path and wider. */
  rideOnScrubber: PositiveFigureSchema,
  /** Vacuuming carpet with an upright or wide-area vacuum. */
  carpetVacuum: PositiveFigureSchema,
})

/**
 * Which manual method a hard-floor site uses today, by floor area: up to `mopMaxSqM` it is
 * mopped, up to `walkBehindMaxSqM` a walk-behind scrubber is used, above that a ride-on.
 */
export const ManualMethodBandsSchema = v.strictObject({
  mopMaxSqM: PositiveFigureSchema,
  walkBehindMaxSqM: PositiveFigureSchema,
})

/** Everything the model needs about one cleaning robot type. */
export const RobotRatesSchema = v.strictObject({
  /** Practical (not theoretical) floor cleaned per robot hour, m²/h. */
  effectiveSqMPerHour: PositiveFigureSchema,
  /** Hours one robot can clean per day once battery runtime, charging and refilling are counted. */
  usableHoursPerDay: PositiveFigureSchema,
  /** Hours one robot cleans on a full battery and tank. */
  runtimeHoursPerCharge: v.optional(PositiveFigureSchema),
  /** Hours to recharge (and refill) between runs. */
  chargeHours: v.optional(PositiveFigureSchema),
  /** Share of today's manual floor work a robot can take (edges, stairs, spills stay manual). */
  automatableShare: ShareFigureSchema,
  purchasePriceUsd: SourcedFigureSchema,
  /** Service contract, pads, brushes, batteries per month when bought, USD. */
  serviceMonthlyUsd: SourcedFigureSchema,
  leaseMonthlyUsd: SourcedFigureSchema,
  /** Paid once when a lease starts (delivery, mapping, first instalment), USD. */
  leaseSetupUsd: SourcedFigureSchema,
  /** Robots-as-a-service fee per month, service included, USD. */
  raasMonthlyUsd: SourcedFigureSchema,
  /** Paid once when a RaaS contract starts, USD (0 where none is published). */
  raasSetupUsd: SourcedFigureSchema,
  /** Months a bought robot is written off over. */
  lifeMonths: PositiveFigureSchema,
  /** Floor area assumed when the request gives none: a typical site for this robot type, m². */
  typicalSiteSqM: PositiveFigureSchema,
})
export type RobotRates = v.InferOutput<typeof RobotRatesSchema>

/** Values used for request fields the caller left out. */
export const CleaningDefaultsSchema = v.strictObject({
  laborCostPerHourUsd: SourcedFigureSchema,
  daysPerWeek: v.strictObject({
    ...SourcedFigureSchema.entries,
    value: v.pipe(v.number(), v.minValue(1), v.maxValue(7)),
  }),
  cleaningWindowHoursPerDay: v.strictObject({
    ...SourcedFigureSchema.entries,
    value: v.pipe(v.number(), v.gtValue(0), v.maxValue(24)),
  }),
})

/** The whole rates table (`catalogs/cleaning-rates.json`). */
export const CleaningRatesSchema = v.strictObject({
  currency: v.literal('USD'),
  checkedAt: CheckedAtSchema,
  manualRates: ManualRatesSchema,
  manualMethodBands: ManualMethodBandsSchema,
  robots: v.strictObject({
    ride_on_scrubber: RobotRatesSchema,
    walk_behind_scrubber: RobotRatesSchema,
    vacuum_sweeper: RobotRatesSchema,
  }),
  /** Share of the replaced hours still spent supervising, emptying and refilling robots. */
  supervisionShare: ShareFigureSchema,
  defaults: CleaningDefaultsSchema,
})
export type CleaningRates = v.InferOutput<typeof CleaningRatesSchema>
