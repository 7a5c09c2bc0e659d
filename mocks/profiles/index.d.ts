/** A profile fixture as stored (`src/schemas/fixture.ts` describes its fields). */
export interface ProfileFixture {
  name: string
  description?: string
  endpoint: 'match' | 'home'
  request: unknown
  expect?: Record<string, unknown>
}

/** The profiles the OpenAPI document's examples are computed from. */
export declare const exampleProfiles: {
  warehouse: ProfileFixture
  cleaning: ProfileFixture
  restaurant: ProfileFixture
  home: ProfileFixture
  missingCategory: ProfileFixture
  unknownField: ProfileFixture
  homeInvalid: ProfileFixture
}
