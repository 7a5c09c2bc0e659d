/**
 * Canonical region code as the API answers it: upper case, with `UK` as `GB` (PRODUCT.md §2).
 * Kept free of imports so `--help` and flag parsing stay fast.
 *
 * @example
 * canonicalRegion(' uk ') // 'GB'
 */
export function canonicalRegion(text: string): string {
  const code = text.trim().toUpperCase()
  return code === 'UK' ? 'GB' : code
}
