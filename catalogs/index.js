// The package's catalogs as ES modules, so the web-standard core (and any bundler, for the
// browser) takes them as data instead of reading files. Validated by src/catalogs/parse.ts.
import warehouse from './warehouse.json' with { type: 'json' }
import cleaning from './cleaning.json' with { type: 'json' }
import restaurant from './restaurant.json' with { type: 'json' }
import home from './home.json' with { type: 'json' }
import cleaningRates from './cleaning-rates.json' with { type: 'json' }
import warehouseRates from './warehouse-rates.json' with { type: 'json' }
import restaurantRates from './restaurant-rates.json' with { type: 'json' }
import money from './money.json' with { type: 'json' }

export const catalogData = { warehouse, cleaning, restaurant, home, cleaningRates, warehouseRates, restaurantRates, money }
