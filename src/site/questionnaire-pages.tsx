/** The questionnaire pages: a business category (`/match/{category}`) and home vacuums (`/home`). */
import type { ExchangeRate, HomeLocale, RobotCategory } from '../schemas/catalog.js'
import type { FieldErrors } from '../schemas/validate.js'
import type { BusinessAnswer } from './answer.js'
import { BusinessResults, type BusinessResultsProps } from './business-results.js'
import { Questionnaire } from './form.js'
import type { FormField, FormValues } from './form-model.js'
import { HomeResults, type HomeResultsProps } from './home-results.js'
import { Layout } from './layout.js'

const CATEGORY_TEXT: Record<RobotCategory, { title: string; lead: string }> = {
  warehouse: {
    title: 'Warehouse robots',
    lead: 'Tell us about the building and the work; size, throughput and what is handled decide the robot type.',
  },
  cleaning: {
    title: 'Commercial cleaning robots',
    lead: 'Tell us about the floor and the labour; the answer sets the robots’ monthly cost against the labour they save.',
  },
  restaurant: {
    title: 'Restaurant robots',
    lead: 'Tell us about the dining room and how food reaches guests.',
  },
}

export interface MatchPageProps {
  category: RobotCategory
  fields: readonly FormField[]
  values: FormValues
  errors: FieldErrors
  result?: BusinessResultsProps & { answer: BusinessAnswer }
}

export function MatchPage({ category, fields, values, errors, result }: MatchPageProps) {
  const text = CATEGORY_TEXT[category]
  const path = `/match/${category}`
  return (
    <Layout title={result ? `${text.title}: your match` : text.title} path={path} description={text.lead}>
      <h1>{text.title}</h1>
      <p class="lead">{text.lead}</p>
      {result ? <BusinessResults {...result} /> : null}
      {result ? <h2 id="questions">Change your answers</h2> : null}
      <Questionnaire action={path} fields={fields} values={values} errors={errors} submitText={result ? 'Match again' : 'Show my match'} />
    </Layout>
  )
}

export interface HomePageProps {
  locale: HomeLocale
  exchangeRate: ExchangeRate
  fields: readonly FormField[]
  values: FormValues
  errors: FieldErrors
  result?: HomeResultsProps
}

export function HomePage({ locale, fields, values, errors, result }: HomePageProps) {
  const lead = 'A robot vacuum for your floors, pets and budget, with prices and retailers where you shop.'
  const localeControl = (
    <div class="field" data-field="locale">
      <label for="f-locale">Shop in</label>
      <p class="help" id="f-locale-help">
        Prices, retailers and the budget’s currency follow (a UK list shows only robots with a UK price).
      </p>
      <select id="f-locale" name="locale" aria-describedby="f-locale-help">
        <option value="US" selected={locale === 'US'}>
          United States ($)
        </option>
        <option value="UK" selected={locale === 'UK'}>
          United Kingdom (£)
        </option>
      </select>
    </div>
  )
  return (
    <Layout title={result ? 'Home robot vacuums: your match' : 'Home robot vacuums'} path="/home" description={lead}>
      <h1>Home robot vacuums</h1>
      <p class="lead">{lead}</p>
      {result ? <HomeResults {...result} /> : null}
      {result ? <h2 id="questions">Change your answers</h2> : null}
      <Questionnaire
        action="/home"
        fields={fields}
        values={values}
        errors={errors}
        before={localeControl}
        submitText={result ? 'Match again' : 'Show my match'}
      />
    </Layout>
  )
}
