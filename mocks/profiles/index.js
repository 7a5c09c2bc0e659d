// The profiles the OpenAPI document's examples are computed from (by the engine, when the
// app builds its document), as ES modules so the web-standard core takes them as data.
import warehouse from './warehouse-regional-3pl.json' with { type: 'json' }
import cleaning from './cleaning-small-office.json' with { type: 'json' }
import restaurant from './restaurant-casual-dining.json' with { type: 'json' }
import home from './home-uk-family-pets.json' with { type: 'json' }
import missingCategory from './error-missing-category.json' with { type: 'json' }
import unknownField from './error-unknown-field.json' with { type: 'json' }
import homeInvalid from './error-home-tile-floor.json' with { type: 'json' }

export const exampleProfiles = { warehouse, cleaning, restaurant, home, missingCategory, unknownField, homeInvalid }
