/**
 * Schemas of the economics tables beside the vendor catalogs:
 * - `catalogs/money.json`: the dated exchange-rate table and, per country, its currency and (where
 *   one is sourced) a default labour cost in that currency (used when a request sends no `laborCostPerHour`).
 * - `catalogs/warehouse-rates.json` and `catalogs/restaurant-rates.json`: every productivity
 *   and cost figure the warehouse and restaurant economics read, each with its sources and a
 *   note saying whether it is published or a documented estimate (as `cleaning-rates.json`).
 * The engine holds no figure of its own, so an expert can check or change every number here.
 */
import * as v from 'valibot'
import { CheckedAtSchema, RobotTypeSchema, SourcesSchema } from './catalog.js'
import { PositiveFigureSchema, ShareFigureSchema, SourcedFigureSchema } from './cleaning-rates.js'

const TextSchema = v.pipe(v.string(), v.minLength(1))
const CurrencyCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 currency code such as EUR'))
const CountryCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code such as DE'))

/** A robot price field that can be published in a country's own market (per unit; monthly fees per month; set-up once per deployment). */
export const PriceFieldSchema = v.picklist(['purchasePrice', 'leaseMonthly', 'raasMonthly', 'setupCost'])
export type PriceField = v.InferOutput<typeof PriceFieldSchema>
/** Price fields paid once rather than monthly. */
export const ONE_OFF_FIELDS: ReadonlySet<PriceField> = new Set(['purchasePrice', 'setupCost'])

/**
 * A robot price published in a country's own market, in the country's currency: the economics
 * use it instead of the converted US figure for that robot type and field.
 */
export const RobotPriceSchema = v.strictObject({
  robotType: RobotTypeSchema,
  field: PriceFieldSchema,
  value: v.pipe(v.number(), v.finite(), v.gtValue(0)),
  /** The published range, when the source gives one (`value` is then its midpoint). */
  min: v.optional(v.pipe(v.number(), v.finite(), v.gtValue(0))),
  max: v.optional(v.pipe(v.number(), v.finite(), v.gtValue(0))),
  sources: SourcesSchema,
  /** The date of the source (not of the check). */
  published: CheckedAtSchema,
  note: TextSchema,
  /** What fact checks of the price read and found: the catalog's audit trail, not cited in answers. */
  checks: v.optional(TextSchema),
  /** On a lease fee: the fee already covers service, so the robots' monthly service is not added to it. */
  includesService: v.optional(v.literal(true)),
})
export type RobotPrice = v.InferOutput<typeof RobotPriceSchema>

/**
 * One country: its currency and the labour cost assumed when a request sends none. A country whose
 * currency is known but no labour cost is sourced (Kuwait, Bahrain) carries no `laborCostPerHour`:
 * its answers are in its currency and borrow the US labour cost, converted, and say so.
 */
export const CountryMoneySchema = v.strictObject({
  name: TextSchema,
  currency: CurrencyCodeSchema,
  /** Fully loaded hourly cost of entry-level warehouse, cleaning or restaurant work, in the country's currency; left out where none is sourced. */
  laborCostPerHour: v.optional(PositiveFigureSchema),
  /** Robot prices published in this country's market, in its currency (at most one per robot type and field). */
  robotPrices: v.optional(v.array(RobotPriceSchema)),
})

/** `catalogs/money.json`. */
export const MoneyTableSchema = v.strictObject({
  checkedAt: CheckedAtSchema,
  exchangeRates: v.strictObject({
    /** The day the rates are for. */
    date: CheckedAtSchema,
    sources: SourcesSchema,
    note: TextSchema,
    /** US dollars per one unit of each currency (USD itself is 1). */
    usdPerUnit: v.record(CurrencyCodeSchema, v.pipe(v.number(), v.finite(), v.gtValue(0))),
    /** The day of a currency's rate where it is not `date` (a currency outside the day's set, said in the note). */
    otherDates: v.optional(v.record(CurrencyCodeSchema, CheckedAtSchema)),
    /** The sources of a currency's rate where it is not from the set `sources` cite (a peg, another central bank). */
    otherSources: v.optional(v.record(CurrencyCodeSchema, SourcesSchema)),
  }),
  countries: v.record(CountryCodeSchema, CountryMoneySchema),
})
export type MoneyTable = v.InferOutput<typeof MoneyTableSchema>

/** What one unit of a robot type costs, per acquisition model, in the table's currency. */
const UnitCostEntries = {
  /** Price of one unit (robot, truck, AS/RS aisle or station), typical share of integration included. */
  purchasePrice: PositiveFigureSchema,
  /** Service, parts and software per unit per month when bought. */
  serviceMonthly: SourcedFigureSchema,
  leaseMonthly: PositiveFigureSchema,
  /** Robots-as-a-service fee per unit per month, service included. */
  raasMonthly: PositiveFigureSchema,
  /** One-off cost per deployment (integration, mapping, project, training), paid up front whatever the model. */
  setupCost: SourcedFigureSchema,
  /** Months a bought unit is written off over. */
  lifeMonths: PositiveFigureSchema,
}

export const FleetUnitSchema = v.picklist(['robots', 'forklifts', 'cranes', 'shuttle_aisles', 'stations'])
export type FleetUnit = v.InferOutput<typeof FleetUnitSchema>

/** One warehouse system: how much work one unit does, how much labour it removes, what it costs. */
export const WarehouseSystemRatesSchema = v.strictObject({
  unit: FleetUnitSchema,
  /** Order lines (each/case) or pallet moves (pallet) one unit handles per operating hour. */
  throughputPerUnitHour: PositiveFigureSchema,
  /** Share of today's picking or driving hours the system removes (1 − 1 ÷ productivity gain). */
  laborShareReplaced: ShareFigureSchema,
  ...UnitCostEntries,
})
export type WarehouseSystemRates = v.InferOutput<typeof WarehouseSystemRatesSchema>

/** `catalogs/warehouse-rates.json`. */
export const WarehouseRatesSchema = v.strictObject({
  currency: v.literal('USD'),
  checkedAt: CheckedAtSchema,
  defaults: v.strictObject({
    hoursPerDay: PositiveFigureSchema,
    daysPerWeek: PositiveFigureSchema,
    /** Order lines per order (each and case picking). */
    linesPerOrder: PositiveFigureSchema,
    /** Pallet moves (put-away, retrieval, replenishment) per outbound order of pallet goods. */
    palletMovesPerOrder: PositiveFigureSchema,
    /** Orders per day per m² of facility, assumed when a request sends no `ordersPerDay` (the answer then says so). */
    ordersPerDayPerSqM: v.optional(PositiveFigureSchema),
    /** The same for pallet-in/pallet-out sites, which ship far fewer orders per m². */
    palletOrdersPerDayPerSqM: v.optional(PositiveFigureSchema),
    /** Facility size assumed when a request sends neither size nor orders, m². */
    facilitySizeSqM: v.optional(PositiveFigureSchema),
  }),
  manual: v.strictObject({
    /** Manual picker-to-goods (cart) picking, lines per labour hour, single items. */
    eachPickLinesPerHour: PositiveFigureSchema,
    /** Manual case picking, lines per labour hour. */
    casePickLinesPerHour: PositiveFigureSchema,
    /** Manual forklift driver, pallet moves per hour. */
    palletMovesPerHour: PositiveFigureSchema,
  }),
  systems: v.strictObject({
    collaborative_picking_amr: WarehouseSystemRatesSchema,
    goods_to_person_amr: WarehouseSystemRatesSchema,
    autonomous_forklift: WarehouseSystemRatesSchema,
    /** Shuttle / cube AS/RS for totes and cases, sized in aisles. */
    asrs: WarehouseSystemRatesSchema,
    /** Pallet AS/RS, sized in stacker cranes. */
    asrs_pallet: WarehouseSystemRatesSchema,
  }),
})
export type WarehouseRates = v.InferOutput<typeof WarehouseRatesSchema>

/**
 * One kitchen task's own staff minutes per cover where its work differs from a fry station's
 * (a dish robot's work follows the ware a cover sends to the dish pit). A style left out has no
 * sourced figure for the task and keeps the station figure.
 */
const TaskMinutesSchema = v.strictObject({
  table_service: v.optional(SourcedFigureSchema),
  counter_service: v.optional(SourcedFigureSchema),
  self_service: v.optional(SourcedFigureSchema),
})

/** One restaurant robot type. */
export const RestaurantRobotRatesSchema = v.strictObject({
  unit: FleetUnitSchema,
  /** Staff minutes the robot takes over per cover, by service style (for kitchen stations, a fry station's). */
  laborMinutesSavedPerCover: v.strictObject({
    table_service: SourcedFigureSchema,
    counter_service: SourcedFigureSchema,
    self_service: SourcedFigureSchema,
  }),
  /** Kitchen stations: the minutes of a task whose own work is sourced, used when a request names that task. */
  laborMinutesSavedPerCoverByTask: v.optional(
    v.strictObject({
      frying: v.optional(TaskMinutesSchema),
      cooking: v.optional(TaskMinutesSchema),
      assembly: v.optional(TaskMinutesSchema),
      dishwashing: v.optional(TaskMinutesSchema),
      sushi: v.optional(TaskMinutesSchema),
      drinks: v.optional(TaskMinutesSchema),
      meal_production: v.optional(TaskMinutesSchema),
    }),
  ),
  /** Covers one unit can handle per operating day (the fleet size). */
  coversPerUnitDay: PositiveFigureSchema,
  ...UnitCostEntries,
})
export type RestaurantRobotRates = v.InferOutput<typeof RestaurantRobotRatesSchema>

/** `catalogs/restaurant-rates.json`. */
export const RestaurantRatesSchema = v.strictObject({
  currency: v.literal('USD'),
  checkedAt: CheckedAtSchema,
  defaults: v.strictObject({
    hoursPerDay: PositiveFigureSchema,
    daysPerWeek: PositiveFigureSchema,
    /** Covers per day assumed when a request sends no `seatsPerDay` (the answer then says so). */
    coversPerDay: v.optional(PositiveFigureSchema),
    /** Busy hours (the meal services) of a default day, in which a unit serves its covers a day. */
    busyHoursPerDay: PositiveFigureSchema,
  }),
  robots: v.strictObject({
    serving_robot: RestaurantRobotRatesSchema,
    delivery_bussing_robot: RestaurantRobotRatesSchema,
    kitchen_automation: RestaurantRobotRatesSchema,
  }),
})
export type RestaurantRates = v.InferOutput<typeof RestaurantRatesSchema>
