/**
 * HMAC-SHA256 (RFC 2104 over FIPS 180-4) in plain JavaScript, synchronous, with the key's
 * inner and outer pad states computed once per key.
 *
 * Click links were signed with it (decision 0007) until keyed BLAKE2s took over (decision
 * 0009, `blake2s.ts`); `/out` still verifies those older links with it. Plain JavaScript
 * rather than WebCrypto because verification is synchronous and runs the same in Node,
 * browsers and workers; test/hmac-sha256.test.ts checks it against WebCrypto byte for byte.
 * The compression function has no data-dependent branches or table lookups.
 */

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74,
  0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d,
  0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e,
  0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5,
  0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
])
const INITIAL = new Int32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19])
const BLOCK = 64

/** Message schedule, reused by every call (this module never yields mid-hash). */
const W = new Int32Array(64)
const encoder = new TextEncoder()

/** One SHA-256 compression of the 64 bytes of `block` at `offset` into `state`. */
function compress(state: Int32Array, block: Uint8Array, offset: number): void {
  for (let i = 0; i < 16; i++) {
    const j = offset + i * 4
    W[i] = (block[j] << 24) | (block[j + 1] << 16) | (block[j + 2] << 8) | block[j + 3]
  }
  rounds(state)
}

/** The compression of the 16 message words already in `W[0..15]` into `state`. */
function rounds(state: Int32Array): void {
  for (let i = 16; i < 64; i++) {
    const w15 = W[i - 15]
    const w2 = W[i - 2]
    const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3)
    const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10)
    W[i] = (W[i - 16] + s0 + W[i - 7] + s1) | 0
  }
  let a = state[0]
  let b = state[1]
  let c = state[2]
  let d = state[3]
  let e = state[4]
  let f = state[5]
  let g = state[6]
  let h = state[7]
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))
    const ch = (e & f) ^ (~e & g)
    const t1 = (h + S1 + ch + K[i] + W[i]) | 0
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))
    const maj = (a & b) ^ (a & c) ^ (b & c)
    const t2 = (S0 + maj) | 0
    h = g
    g = f
    f = e
    e = (d + t1) | 0
    d = c
    c = b
    b = a
    a = (t1 + t2) | 0
  }
  state[0] = (state[0] + a) | 0
  state[1] = (state[1] + b) | 0
  state[2] = (state[2] + c) | 0
  state[3] = (state[3] + d) | 0
  state[4] = (state[4] + e) | 0
  state[5] = (state[5] + f) | 0
  state[6] = (state[6] + g) | 0
  state[7] = (state[7] + h) | 0
}

/** Room for short messages (links) and their padding, reused instead of a new array per call. */
const MESSAGE = new Uint8Array(1024)
/** The inner digest of a long message, reused. */
const INNER_DIGEST = new Uint8Array(32)

/**
 * Appends SHA-256 padding to the `length` bytes at the start of `buffer` (which has room for it)
 * for a hash of `totalBytes` bytes in all; returns the padded length (a multiple of 64).
 */
function padInPlace(buffer: Uint8Array, length: number, totalBytes: number): number {
  const end = length + 9 > BLOCK ? Math.ceil((length + 9) / BLOCK) * BLOCK : BLOCK
  buffer[length] = 0x80
  buffer.fill(0, length + 1, end)
  const bits = totalBytes * 8
  buffer[end - 5] = Math.floor(bits / 2 ** 32) & 0xff
  buffer[end - 4] = (bits >>> 24) & 0xff
  buffer[end - 3] = (bits >>> 16) & 0xff
  buffer[end - 2] = (bits >>> 8) & 0xff
  buffer[end - 1] = bits & 0xff
  return end
}

/** Scratch space reused by every call (this module never yields mid-hash). */
const STATE = new Int32Array(8)
const TAIL = new Uint8Array(2 * BLOCK)

/**
 * Continues a hash whose state (`start`) already covers `doneBytes` bytes (a multiple of 64)
 * over `data`, and writes the 32-byte digest into `out` at `outOffset`.
 */
function finishInto(start: Int32Array, doneBytes: number, data: Uint8Array, out: Uint8Array, outOffset: number): void {
  const state = STATE
  state.set(start)
  const full = data.length - (data.length % BLOCK)
  for (let offset = 0; offset < full; offset += BLOCK) compress(state, data, offset)
  const rest = data.length - full
  // The tail, 0x80, zeros, and the bit length: one block, or two when the tail is long.
  const end = rest + 9 > BLOCK ? 2 * BLOCK : BLOCK
  TAIL.fill(0, 0, end)
  TAIL.set(data.subarray(full), 0)
  TAIL[rest] = 0x80
  const bits = (doneBytes + data.length) * 8
  TAIL[end - 5] = Math.floor(bits / 2 ** 32) & 0xff
  TAIL[end - 4] = (bits >>> 24) & 0xff
  TAIL[end - 3] = (bits >>> 16) & 0xff
  TAIL[end - 2] = (bits >>> 8) & 0xff
  TAIL[end - 1] = bits & 0xff
  for (let offset = 0; offset < end; offset += BLOCK) compress(state, TAIL, offset)
  for (let i = 0; i < 8; i++) {
    const o = outOffset + i * 4
    out[o] = state[i] >>> 24
    out[o + 1] = (state[i] >>> 16) & 0xff
    out[o + 2] = (state[i] >>> 8) & 0xff
    out[o + 3] = state[i] & 0xff
  }
}

/** SHA-256 of some bytes (used for keys longer than a block, as RFC 2104 asks). */
export function sha256(data: Uint8Array): Uint8Array {
  const digest = new Uint8Array(32)
  finishInto(INITIAL, 0, data, digest, 0)
  return digest
}

/** A key ready to sign: the states after its inner and outer pad blocks. */
export interface HmacKey {
  /** The 32-byte MAC of `message` (a UTF-8 string or bytes). */
  (message: string | Uint8Array): Uint8Array
}

/**
 * Prepares `secret` (a UTF-8 string or bytes) once; the returned function signs a message
 * (UTF-8 string or bytes) and returns the 32-byte MAC.
 *
 * @example
 * const mac = hmacSha256Key('secret')
 * encodeHex(mac('message')) // same bytes as crypto.subtle.sign('HMAC', …)
 */
export function hmacSha256Key(secret: string | Uint8Array): HmacKey {
  let key = typeof secret === 'string' ? encoder.encode(secret) : secret
  if (key.length > BLOCK) key = sha256(key)
  const inner = new Uint8Array(BLOCK).fill(0x36)
  const outer = new Uint8Array(BLOCK).fill(0x5c)
  for (let i = 0; i < key.length; i++) {
    inner[i] ^= key[i]
    outer[i] ^= key[i]
  }
  const innerState = INITIAL.slice()
  compress(innerState, inner, 0)
  const outerState = INITIAL.slice()
  compress(outerState, outer, 0)
  /** Leaves the MAC of `message` in `STATE` as eight big-endian words. */
  const macState = (message: string | Uint8Array): void => {
    const state = STATE
    state.set(innerState)
    if (typeof message === 'string' && message.length * 3 + 2 * BLOCK <= MESSAGE.length) {
      // A short string (every click link): encoded into scratch space and padded in place.
      const { written } = encoder.encodeInto(message, MESSAGE)
      const end = padInPlace(MESSAGE, written, BLOCK + written)
      for (let offset = 0; offset < end; offset += BLOCK) compress(state, MESSAGE, offset)
    } else {
      const data = typeof message === 'string' ? encoder.encode(message) : message
      finishInto(innerState, BLOCK, data, INNER_DIGEST, 0)
      for (let i = 0; i < 8; i++)
        state[i] = (INNER_DIGEST[i * 4] << 24) | (INNER_DIGEST[i * 4 + 1] << 16) | (INNER_DIGEST[i * 4 + 2] << 8) | INNER_DIGEST[i * 4 + 3]
    }
    // The outer hash's one block: the inner digest's words, then padding fixed for 64 + 32 bytes.
    for (let i = 0; i < 8; i++) W[i] = state[i]
    W[8] = 0x80000000 | 0
    for (let i = 9; i < 15; i++) W[i] = 0
    W[15] = (BLOCK + 32) * 8
    state.set(outerState)
    rounds(state)
  }
  const sign = (message: string | Uint8Array): Uint8Array => {
    macState(message)
    const mac = new Uint8Array(32)
    for (let i = 0; i < 8; i++) {
      const word = STATE[i]
      mac[i * 4] = word >>> 24
      mac[i * 4 + 1] = (word >>> 16) & 0xff
      mac[i * 4 + 2] = (word >>> 8) & 0xff
      mac[i * 4 + 3] = word & 0xff
    }
    return mac
  }
  return sign
}
