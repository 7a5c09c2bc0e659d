/** The package's catalog files as parsed JSON (validated by `parseCatalogs` before use). */
export declare const catalogData: {
  warehouse: unknown
  cleaning: unknown
  restaurant: unknown
  home: unknown
  cleaningRates: unknown
  warehouseRates: unknown
  restaurantRates: unknown
  money: unknown
}
