/**
 * Buy, lease or RaaS: the customer's explicit choice wins; otherwise the budget, readiness,
 * staffing and scale of the profile decide, with a sentence saying why.
 */
import type { AcquisitionModel } from '../schemas/catalog.js'
import type { BusinessProfile } from './profile.js'
import type { RobotTypeRule } from './robot-types.js'

/** A site counts as large for a robot type from this many times the bottom of its ideal range. */
const LARGE_SITE_FACTOR = 2

/** The recommended acquisition model and why. */
export interface AcquisitionAdvice {
  model: AcquisitionModel
  rationale: string
}

const REQUESTED: Record<AcquisitionModel, string> = {
  buy: 'You asked to buy: vendors that sell outright rank higher',
  lease: 'You asked to lease: vendors that offer leasing rank higher',
  raas: 'You asked for RaaS: vendors that offer robots-as-a-service rank higher',
}

/** Recommends how to acquire the best robot type for this profile. */
export function recommendAcquisition(profile: BusinessProfile, best: RobotTypeRule): AcquisitionAdvice {
  const preference = profile.request.acquisitionPreference
  if (preference !== undefined && preference !== 'open') return { model: preference, rationale: REQUESTED[preference] }
  if (profile.budget === 'low_upfront') {
    return { model: 'raas', rationale: 'Low-upfront budget: RaaS turns the robots into a monthly fee with no capital outlay' }
  }
  if (profile.budget === 'maximize_long_term_roi') {
    if (profile.readiness >= 1 && profile.utilisation === 2) {
      return { model: 'buy', rationale: "Long-term ROI with high utilisation and in-house readiness: buying costs least over the robots' life" }
    }
    return profile.readiness === 0
      ? { model: 'lease', rationale: 'Long-term ROI focus with low tech readiness: a lease with a service contract beats owning what you cannot maintain' }
      : { model: 'lease', rationale: 'Long-term ROI focus, but utilisation is not high enough to tie up capital: a lease keeps costs predictable' }
  }
  if (profile.readiness === 0) {
    return { model: 'raas', rationale: 'Low tech readiness: RaaS leaves installation, maintenance and software updates to the vendor' }
  }
  if (profile.staffing === 2 && profile.readiness < 2) {
    return { model: 'raas', rationale: 'High staffing pressure: RaaS deploys fastest and the vendor supports day-to-day operation' }
  }
  const size = profile.size
  if (size !== undefined && size < best.idealSize.min) {
    return { model: 'raas', rationale: 'Small site for this robot type: RaaS avoids tying capital to a small fleet' }
  }
  if (profile.readiness === 2 && profile.utilisation === 2 && size !== undefined && size >= best.idealSize.min * LARGE_SITE_FACTOR) {
    return { model: 'buy', rationale: 'Large, heavily used site with high readiness: buying gives the lowest cost per robot hour' }
  }
  return { model: 'lease', rationale: 'A lease spreads the cost over the contract and keeps the option to upgrade' }
}

const MODEL_WORD: Record<AcquisitionModel, string> = { buy: 'buying', lease: 'a lease', raas: 'RaaS' }

/**
 * Cleaning: checks the advice against the ROI model's monthly net saving of each model. A
 * model that does not pay back is not recommended when another does; when none pays back,
 * buying is never recommended (a RaaS pilot risks least).
 */
export function adviseOnRoi(advice: AcquisitionAdvice, netByModel: Record<AcquisitionModel, number>): AcquisitionAdvice {
  if (netByModel[advice.model] > 0) return advice
  let best: AcquisitionModel | undefined
  for (const model of ['raas', 'lease', 'buy'] as const) {
    if (netByModel[model] > 0 && (best === undefined || netByModel[model] > netByModel[best])) best = model
  }
  if (best !== undefined) {
    return {
      model: best,
      rationale: `${advice.rationale}; but ${MODEL_WORD[advice.model]} would not pay back at these figures, while ${MODEL_WORD[best]} saves about $${Math.round(netByModel[best])} a month`,
    }
  }
  if (advice.model !== 'buy') {
    return {
      model: advice.model,
      rationale: `${advice.rationale}; at these figures no acquisition model saves money yet: start with a small pilot and measure`,
    }
  }
  return {
    model: 'raas',
    rationale: 'At these figures no acquisition model saves money yet, so buying is not advised: a short RaaS pilot tests the site with the least commitment',
  }
}
