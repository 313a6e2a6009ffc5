/**
 * An Australian phone number a shopper typed, in E.164 (`+61` and the nine-digit national number), or
 * null when it is not one we accept. Accepted: mobiles (04xx xxx xxx) and geographic landlines (02, 03,
 * 07, 08 followed by eight digits), written with or without spaces, hyphens, dots or brackets, with a
 * leading 0, +61, 61 or 0061 (and the common `+61 (0)` form).
 * Reading: 13, 1300 and 1800 numbers are business inbound lines and 05 is not a personal service, so a
 * shopper's callback number may not be one of them.
 * @example normaliseAustralianPhone('0412 345 678') // '+61412345678'
 * @example normaliseAustralianPhone('(07) 3123 4567') // '+61731234567'
 * @example normaliseAustralianPhone('1300 123 456') // null
 */
export function normaliseAustralianPhone(text: string): string | null {
  const compact = text.trim().replace(/[\s\-.()]/g, '')
  const national = nationalNumber(compact)
  if (national === null || !/^(?:4\d{8}|[2378]\d{8})$/.test(national)) return null
  return `+61${national}`
}

/**
 * Whether a phone number is an Australian mobile (04xx xxx xxx or +61 4xx xxx xxx): forms labelled
 * 'Mobile Number' (the trade-in form) take mobiles only, so the dealer can text the valuation.
 * @example isAustralianMobile('+61 412 345 678') // true
 * @example isAustralianMobile('07 3123 4567') // false
 */
export function isAustralianMobile(text: string): boolean {
  return normaliseAustralianPhone(text)?.startsWith('+614') ?? false
}

/** The digits after the country code or trunk 0, or null when the prefix is not Australian. */
function nationalNumber(compact: string): string | null {
  // '+61 (0)7 …' is written by people who know both forms; the bracketed 0 is dropped with the brackets.
  const international = /^(?:\+61|0061|61(?=\d{9}$))0?(\d+)$/.exec(compact)
  if (international) return international[1] ?? null
  const trunk = /^0(\d+)$/.exec(compact)
  return trunk ? (trunk[1] ?? null) : null
}
