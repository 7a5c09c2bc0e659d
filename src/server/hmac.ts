import { createHmac } from 'node:crypto'
import type { HmacSha256 } from '../core/links.js'

/**
 * HMAC-SHA256 with `node:crypto`, for click-link signatures in Node: synchronous, with no
 * thread-pool job per signature as WebCrypto's `sign` has in Node (the core's default).
 *
 * @example
 * const app = await createCoreApp({ storage, catalogs, hmac: nodeHmacSha256 })
 */
export const nodeHmacSha256: HmacSha256 = (secret, message) => createHmac('sha256', secret).update(message).digest()
