/**
 * `robomatch billing simulate checkout|cancel`: posts a Stripe-shaped event, signed with the
 * webhook secret the config names (`stripe.webhooks.generateTestHeaderString`), to a running
 * server, so the whole flow can be tried locally without a Stripe account or `stripe listen`.
 */
import type { Tier } from '../schemas/api.js'
import { EXIT, NetworkError, UsageError } from './errors.js'
import { printNote } from './output.js'
import { importOptionalPeer } from '../optional-peer.js'

/** Signing test events needs stripe (an optional peer, like billing itself). */
const loadTestEvents = () => importOptionalPeer('stripe', 'robomatch billing simulate', () => import('../billing/test-events.js'))

export interface SimulateOptions {
  api?: string
  config?: string
  /** Overrides the secret read from the variable the config names. */
  secretEnv?: string
  json?: boolean
}

/** Where a simulated event goes: the server's origin (an `/api/v1` suffix is dropped). */
function serverOrigin(api: string | undefined): string {
  const url = api ?? process.env.ROBOMATCH_API_URL ?? 'http://127.0.0.1:8787'
  if (!URL.canParse(url)) throw new UsageError(`--api must be a URL such as http://127.0.0.1:8787 (got "${url}")`)
  return url.replace(/\/+$/, '').replace(/\/api\/v1$/, '')
}

async function readBilling(options: SimulateOptions) {
  const [{ resolveConfig }, { resolveBillingSecrets }] = await Promise.all([import('../config.js'), import('../billing/config.js')])
  const config = await resolveConfig({ config: options.config })
  if (!config.billing) {
    throw new UsageError('no billing section in the config: add billing.stripe (README "Selling access with Stripe") or pass --config FILE')
  }
  const stripe = options.secretEnv ? { ...config.billing.stripe, webhookSecretEnv: options.secretEnv } : config.billing.stripe
  try {
    return resolveBillingSecrets({ stripe }, process.env)
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
}

async function postEvent(origin: string, event: { id: string; type: string }, secret: string): Promise<{ status: number; body: string }> {
  const { signEvent } = await loadTestEvents()
  const { body, signature } = signEvent(event, secret)
  let res: Response
  try {
    res = await fetch(`${origin}/billing/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    })
  } catch (error) {
    throw new NetworkError(
      `cannot reach ${origin} (${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message}); is \`robomatch serve\` running there?`,
    )
  }
  return { status: res.status, body: await res.text() }
}

/** `billing simulate checkout --tier T`: a paid checkout of the tier's payment link; prints the success page URL. */
export async function simulateCheckoutCommand(options: SimulateOptions & { tier: Tier; paymentLink?: string }): Promise<number> {
  const billing = await readBilling(options)
  const linkId = options.paymentLink ?? Object.entries(billing.paymentLinks).find(([, link]) => link.tier === options.tier)?.[0]
  if (!linkId) throw new UsageError(`no payment link for tier ${options.tier} in billing.stripe.paymentLinks; add one, or pass --payment-link plink_…`)
  const { checkoutCompletedEvent, stripeLikeId } = await loadTestEvents()
  const sessionId = stripeLikeId('cs_test_')
  const subscriptionId = stripeLikeId('sub_')
  const origin = serverOrigin(options.api)
  const event = checkoutCompletedEvent({ sessionId, subscriptionId, paymentLink: linkId })
  const answer = await postEvent(origin, event, billing.webhookSecret)
  const successUrl = `${origin}/billing/success?session_id=${sessionId}`
  return report(options, answer, { event: event.id, type: event.type, sessionId, subscriptionId, successUrl }, [
    `checkout.session.completed ${event.id} → ${answer.status}`,
    `subscription ${subscriptionId} (${options.tier}); cancel it with: robomatch billing simulate cancel --subscription ${subscriptionId}`,
    `open the success page: ${successUrl}`,
  ])
}

/** `billing simulate cancel --subscription sub_…`: `customer.subscription.deleted` for it. */
export async function simulateCancelCommand(options: SimulateOptions & { subscription: string }): Promise<number> {
  if (!/^sub_[A-Za-z0-9_]+$/.test(options.subscription))
    throw new UsageError(`--subscription must be a Stripe subscription id (sub_…), got "${options.subscription}"`)
  const billing = await readBilling(options)
  const { subscriptionEvent } = await loadTestEvents()
  const event = subscriptionEvent('customer.subscription.deleted', { subscriptionId: options.subscription, status: 'canceled' })
  const answer = await postEvent(serverOrigin(options.api), event, billing.webhookSecret)
  return report(options, answer, { event: event.id, type: event.type, subscriptionId: options.subscription }, [
    `customer.subscription.deleted ${event.id} → ${answer.status}`,
  ])
}

function report(options: SimulateOptions, answer: { status: number; body: string }, facts: Record<string, string>, lines: string[]): number {
  const ok = answer.status >= 200 && answer.status < 300
  if (options.json) {
    let response: unknown = answer.body
    try {
      response = JSON.parse(answer.body)
    } catch {
      // not JSON (not a robomatch server?): shown as text
    }
    process.stdout.write(`${JSON.stringify({ ...facts, status: answer.status, response }, null, 2)}\n`)
  } else if (ok) {
    process.stdout.write(`${lines.join('\n')}\n`)
  }
  if (!ok) {
    printNote(`error: the server answered ${answer.status}: ${answer.body.slice(0, 300)}`)
    if (answer.status === 400)
      printNote('the signature was refused: the server must use the same webhook secret (the variable billing.stripe.webhookSecretEnv names)')
    if (answer.status === 404) printNote('no webhook there: is billing configured on that server (billing.stripe in its config)?')
  }
  return ok ? EXIT.ok : EXIT.failed
}
