/**
 * Turns valibot's default issue messages ("Invalid type: Expected number but received "x"")
 * into the product's own words ("must be a number, got "x"") for files people write by hand:
 * profile fixtures and the config file. Schemas that carry their own messages pass through
 * untouched, so this only catches what a schema left to the library.
 */

/** `("match" | "home")` → `"match" or "home"`; `number` → `a number`; `Object` → `a JSON object`. */
function describeExpected(expected: string): string {
  const options = /^\((.+)\)$/.exec(expected)?.[1]?.split(' | ')
  if (options && options.length > 1) return `one of ${options.join(', ')}`
  const words: Record<string, string> = {
    string: 'text',
    number: 'a number',
    boolean: 'true or false',
    Object: 'a JSON object',
    Array: 'a list',
    null: 'null',
  }
  return words[expected] ?? expected
}

/**
 * A valibot message in product words; any other message is returned as is.
 *
 * @example
 * productMessage('Invalid type: Expected number but received "x"') // 'must be a number, got "x"'
 * productMessage('Invalid key: Expected "within" but received undefined') // 'is required'
 */
export function productMessage(message: string): string {
  if (/^Invalid key: Expected .+ but received undefined$/.test(message)) return 'is required'
  const typed = /^Invalid (?:type|key|value|option): Expected (.+) but received (.+)$/.exec(message)
  if (typed) return `must be ${describeExpected(typed[1])}, got ${typed[2]}`
  const sized = /^Invalid (length|size|value|entries): Expected (.+) but received (.+)$/.exec(message)
  if (sized) return `must have ${sized[1] === 'length' ? 'a length' : 'a value'} ${sized[2]}, got ${sized[3]}`
  const plain = /^Invalid (\w+): (.+)$/.exec(message)
  if (plain) return `is not a valid ${plain[1]} (${plain[2]})`
  return message
}
