/**
 * A dollar amount as typed into a money input (spec §5: "prefix $ with thousands separators"): `$`,
 * commas and spaces are ignored and up to two decimal places are kept; null when it is not an amount.
 * @example parseAmount('$30,000') // 30000
 * @example parseAmount('12,500.50') // 12500.5
 */
export function parseAmount(text: string): number | null {
  const compact = text.trim().replace(/^\$/, '').replace(/[,\s]/g, '')
  if (!/^\d+(?:\.\d{1,2})?$/.test(compact)) return null
  return Number(compact)
}

/**
 * A whole number as typed, such as kilometres ("suffix ' kms'", spec §5) or a year: commas, spaces and a
 * trailing 'km'/'kms' are ignored; null when it is not a whole number.
 * @example parseWholeNumber('45,000 kms') // 45000
 */
export function parseWholeNumber(text: string): number | null {
  const compact = text
    .trim()
    .replace(/\s*kms?$/i, '')
    .replace(/[,\s]/g, '')
  if (!/^\d+$/.test(compact)) return null
  return Number(compact)
}
