const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * The string with every lone UTF-16 surrogate replaced by U+FFFD, so it can always be percent-encoded
 * (a lone surrogate would make `encodeURIComponent` throw).
 * @example wellFormed('a\uD800b') // 'a\uFFFDb'
 */
export function wellFormed(text: string): string {
  return text.replace(loneSurrogate, '\uFFFD')
}

/**
 * Percent-decodes a URL component without ever throwing: `+` is a space, and a malformed `%` sequence is
 * kept as it is while the valid sequences around it are decoded.
 * @example decodeComponent('Cab+Chassis') // 'Cab Chassis'
 * @example decodeComponent('100%25+sure%') // '100% sure%'
 */
export function decodeComponent(text: string): string {
  const spaced = text.replace(/\+/g, ' ')
  try {
    return decodeURIComponent(spaced)
  } catch {
    // Decode each run of escapes on its own; keep what cannot be decoded.
    return spaced.replace(/(?:%[0-9A-Fa-f]{2})+/g, decodeRun)
  }
}

function decodeRun(run: string): string {
  // A run may mix valid and invalid UTF-8: decode the longest valid sequence (1 to 4 bytes) at each escape.
  const escapes = run.match(/%[0-9A-Fa-f]{2}/g) ?? []
  let decoded = ''
  let index = 0
  while (index < escapes.length) {
    const length = [4, 3, 2, 1].find((size) => tryDecode(escapes.slice(index, index + size)) !== null) ?? 0
    decoded += length === 0 ? escapes[index] : tryDecode(escapes.slice(index, index + length))
    index += Math.max(1, length)
  }
  return decoded
}

function tryDecode(escapes: readonly string[]): string | null {
  try {
    return decodeURIComponent(escapes.join(''))
  } catch {
    return null
  }
}

/**
 * Percent-encodes a value for the query string, readably: spaces become `+`.
 * @example encodeComponent('Cab Chassis') // 'Cab+Chassis'
 * @example encodeComponent('A+B & C') // 'A%2BB+%26+C'
 */
export function encodeComponent(text: string): string {
  return encodeURIComponent(wellFormed(text)).replace(/%20/g, '+')
}
