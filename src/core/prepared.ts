/**
 * Prepared answers: the serialized JSON of a route's answer, kept per input so a repeated
 * input costs neither the engine nor `JSON.stringify` nor UTF-8 encoding again.
 *
 * A route opts in with `prepared: true` when its answer is a function of its validated input,
 * the caller's tier and the link origin — apart from the ids it draws (`ctx.generateId`) and
 * the click links it signs (`ctx.links.clickUrl`). Those two are the only per-request parts:
 * the template is made by running the route once with placeholders for them, serializing
 * and encoding the answer once and cutting it at the placeholders. Each request then draws
 * fresh ids, signs its links with them and writes the bytes between into one `Uint8Array`.
 * The bytes are the very ones the plain path (`JSON.stringify` of the answer) would send, which
 * test/prepared.test.ts checks over every route and profile set.
 *
 * Catalogs, tiers and the link secret are fixed for the life of an app, so nothing goes
 * stale: a rotated link secret is read at render time (links are signed per request). The
 * cache is a bounded LRU (`CoreAppOptions.preparedAnswers`, default 512 inputs; 0 turns it
 * off). An input is templated the second time it is seen, so inputs that never repeat take
 * the plain path at its plain cost; inputs over 2 KiB are never kept.
 * An answer that does not keep a placeholder intact (an engine that rewrote an id, or input
 * echoed back with the private-use characters the placeholders use) is never templated: that
 * input is answered the plain way every time.
 */
import type { RobotCategory } from '../schemas/catalog.js'
import { writeAscii } from './bytes.js'
import { SIGNATURE_LENGTH, type LinkSigner } from './links.js'
import { BoundedLru } from './lru.js'

/** Default number of prepared answers an app keeps. */
export const DEFAULT_PREPARED_ANSWERS = 512

// Placeholders: private-use characters JSON.stringify leaves as they are, never in our catalogs.
// `\uE000n\uE002` is id n as drawn, `\uE001n\uE002` id n inside a URL, `\uE003k\uE002` the signature of link k.
const ID = '\uE000'
const URL_ID = '\uE001'
const SIGNATURE = '\uE003'
const CLOSE = '\uE002'
/** A whole placeholder (groups: kind, number), or a stray placeholder character (no groups). */
const PLACEHOLDER_OR_STRAY = /([\uE000\uE001\uE003])(\d+)\uE002|[\uE000-\uE003]/g

/** What varies per request: the ids an answer draws and the signer of its click links. */
export interface PerRequest {
  generateId: () => string
  links: Pick<LinkSigner, 'clickUrl' | 'clickUrlParts' | 'signature' | 'signatureInto'>
}

type Slot = { kind: 'id'; id: number } | { kind: 'urlId'; id: number } | { kind: 'signature'; id: number; vendorId: string; category: RobotCategory }

/** One answer cut at its per-request parts: `parts[0]`, slot 0, `parts[1]`, slot 1, …, `parts[n]`. */
export interface PreparedAnswer {
  parts: Uint8Array[]
  slots: Slot[]
  /** How many ids one answer draws. */
  ids: number
  staticBytes: number
}

const encoder = new TextEncoder()

/**
 * Runs `produce` with placeholder ids and click links and prepares its answer: `null` when the
 * answer cannot be templated (a placeholder did not survive intact).
 *
 * @example
 * const prepared = await prepareAnswer(ctx.links, (perRequest) => route.produce(input, { ...call, ctx: { ...ctx, ...perRequest } }))
 */
export async function prepareAnswer(
  links: PerRequest['links'],
  produce: (perRequest: Pick<PerRequest, 'generateId'> & { links: Pick<LinkSigner, 'clickUrl'> }) => unknown,
): Promise<PreparedAnswer | null> {
  const idTokens = new Map<string, number>()
  const signatures: Extract<Slot, { kind: 'signature' }>[] = []
  const answer = await produce({
    generateId: () => {
      const token = `${ID}${idTokens.size}${CLOSE}`
      idTokens.set(token, idTokens.size)
      return token
    },
    links: {
      clickUrl: (origin, vendorId, matchId, category) => {
        const id = idTokens.get(matchId)
        // A link for an id this answer did not draw cannot be signed per request: left broken, so the answer is not templated.
        if (id === undefined) return `${SIGNATURE}${CLOSE}`
        const { head, middle } = links.clickUrlParts(origin, vendorId, category)
        signatures.push({ kind: 'signature', id, vendorId, category })
        return `${head}${URL_ID}${id}${CLOSE}${middle}${SIGNATURE}${signatures.length - 1}${CLOSE}`
      },
    },
  })
  const text = JSON.stringify(answer)
  if (text === undefined) return null
  const parts: Uint8Array[] = []
  const slots: Slot[] = []
  let staticBytes = 0
  let last = 0
  // One pass: every placeholder character must open a whole placeholder (else it did not
  // survive intact, or came from the input).
  for (const match of text.matchAll(PLACEHOLDER_OR_STRAY)) {
    if (match[2] === undefined) return null
    const n = Number(match[2])
    const slot: Slot | undefined = match[1] === ID ? { kind: 'id', id: n } : match[1] === URL_ID ? { kind: 'urlId', id: n } : signatures[n]
    if (!slot || slot.id >= idTokens.size) return null
    const part = encoder.encode(text.slice(last, match.index))
    parts.push(part)
    staticBytes += part.byteLength
    slots.push(slot)
    last = match.index + match[0].length
  }
  const end = encoder.encode(text.slice(last))
  parts.push(end)
  staticBytes += end.byteLength
  return { parts, slots, ids: idTokens.size, staticBytes }
}

/**
 * Answers are written into slices of a shared 64 KiB slab rather than an array each: a fresh
 * `Uint8Array` of a few KiB is a zero-filled allocation outside the heap (~1 µs, and the GC
 * counts it), a slice of the slab is a view. A slice is never written again once handed out,
 * so an answer still being sent (or kept by a caller) stays intact; a slab is dropped by its
 * last answer. Answers over a quarter of a slab get an array of their own.
 */
const SLAB_BYTES = 64 * 1024
let slab = new Uint8Array(0)
let slabUsed = 0

function answerBytes(length: number): Uint8Array<ArrayBuffer> {
  if (length > SLAB_BYTES / 4) return new Uint8Array(length)
  if (slabUsed + length > slab.length) {
    slab = new Uint8Array(SLAB_BYTES)
    slabUsed = 0
  }
  const bytes = slab.subarray(slabUsed, slabUsed + length)
  slabUsed += length
  return bytes
}

/** Whether `text` can be written into JSON as it is, one byte per character: printable ASCII without `"` or `\`. */
function isPlainAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code > 0x7e || code < 0x20 || code === 0x22 || code === 0x5c) return false
  }
  return true
}

/**
 * The answer's bytes for one request: fresh ids, click links signed for them.
 *
 * @example
 * const body = renderAnswer(prepared, ctx)
 */
export function renderAnswer(prepared: PreparedAnswer, perRequest: PerRequest): Uint8Array<ArrayBuffer> {
  const ids: string[] = []
  const urlIds: string[] = []
  for (let i = 0; i < prepared.ids; i++) {
    const id = perRequest.generateId()
    const urlId = encodeURIComponent(id)
    // Ids (and so URL-encoded ids) are ASCII without `"` or `\` (UUIDs); an id from a custom
    // generator that is not goes the general way.
    if (!isPlainAscii(id)) return renderEscaped(prepared, perRequest, ids.concat(id))
    ids.push(id)
    urlIds.push(urlId)
  }
  const { slots, parts } = prepared
  let total = prepared.staticBytes
  for (const slot of slots) total += slot.kind === 'id' ? ids[slot.id].length : slot.kind === 'urlId' ? urlIds[slot.id].length : SIGNATURE_LENGTH
  const bytes = answerBytes(total)
  let offset = 0
  for (let i = 0; i < slots.length; i++) {
    bytes.set(parts[i], offset)
    offset += parts[i].byteLength
    const slot = slots[i]
    if (slot.kind === 'id') offset = writeAscii(bytes, offset, ids[slot.id])
    else if (slot.kind === 'urlId') offset = writeAscii(bytes, offset, urlIds[slot.id])
    else offset = perRequest.links.signatureInto(bytes, offset, slot.vendorId, ids[slot.id], slot.category)
  }
  bytes.set(parts[slots.length], offset)
  return bytes
}

/** Ids that need JSON escaping or are not ASCII (`ids` holds the first such): encoded the general way. */
function renderEscaped(prepared: PreparedAnswer, perRequest: PerRequest, ids: string[]): Uint8Array<ArrayBuffer> {
  while (ids.length < prepared.ids) ids.push(perRequest.generateId())
  const chunks: Uint8Array[] = []
  prepared.slots.forEach((slot, i) => {
    const value =
      slot.kind === 'id'
        ? ids[slot.id]
        : slot.kind === 'urlId'
          ? encodeURIComponent(ids[slot.id])
          : perRequest.links.signature(slot.vendorId, ids[slot.id], slot.category)
    chunks.push(prepared.parts[i], encoder.encode(JSON.stringify(value).slice(1, -1)))
  })
  chunks.push(prepared.parts[prepared.slots.length])
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0))
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/** Inputs longer than this (a profile is a few hundred characters) are never kept: keys stay small. */
export const MAX_PREPARED_INPUT = 2048

/**
 * What is kept for one input: its template, `null` when its answer cannot be templated, or
 * `false` when it has been seen once — an input is templated the second time it comes, so a
 * stream of inputs that never repeat pays nothing for templates it would not use.
 */
export type PreparedEntry = PreparedAnswer | null | false

/**
 * The prepared answers an app keeps, per input (`BoundedLru`: a hot input costs one lookup).
 *
 * @example
 * const cache = new PreparedAnswers(512)
 */
export class PreparedAnswers extends BoundedLru<PreparedEntry> {}
