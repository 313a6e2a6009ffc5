// Phone numbers as shown and dialled; also the '@forecourt/stock-rules/phone' entry, which the site footer of every
// page loads without the rest of the package.

/**
 * An Australian phone number for display (spec section 9): a +61 prefix becomes 0 and ten-digit
 * numbers are grouped 2-4-4. Reading: 1300 and 1800 numbers are grouped 4-3-3 as Australians write
 * them; anything else is returned trimmed, unchanged.
 * @example formatPhone('+61733334444') // '07 3333 4444'
 */
export function formatPhone(phone: string): string {
  const trimmed = phone.trim()
  let digits = trimmed.replace(/[^\d+]/g, '')
  if (digits.startsWith('+61')) digits = `0${digits.slice(3)}`
  else if (digits.startsWith('61') && digits.length === 11) digits = `0${digits.slice(2)}`
  if (!/^\d{10}$/.test(digits)) return trimmed
  if (/^1[38]00/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`
  if (!digits.startsWith('0')) return trimmed
  return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`
}

/**
 * A phone number hidden until revealed (spec section 4): masked after the first 5 characters.
 * Reading: digits after the fifth character become 'X'; spaces stay so the shape is kept.
 * @example maskPhone('07 3333 4444') // '07 33XX XXXX'
 */
export function maskPhone(phone: string, visibleCharacters = 5): string {
  const chars = Array.from(phone)
  return chars.map((char, index) => (index < visibleCharacters || !/\d/.test(char) ? char : 'X')).join('')
}

/**
 * The `tel:` address of a displayed phone number: every character but digits and `+` is dropped, so '(07) 3000 0000'
 * and '07 3000 0000' dial the same. Footers, location cards and phone reveals link numbers with it.
 * @example telHref('(07) 3000 0000') // 'tel:0730000000'
 * @example telHref('+61 7 3000 0000') // 'tel:+61730000000'
 */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
