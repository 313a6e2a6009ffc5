/** How a sign-in code travels. */
export type SignInChannel = 'email' | 'sms'

/** Where a sign-in code goes, normalised: a lower-case email address or an Australian mobile in +614 form. */
export interface Destination {
  channel: SignInChannel
  /** 'jo@example.com' or '+61412345678'. */
  address: string
}

/**
 * An Australian mobile number in +61 form, or null when the text is not one. Spaces, dashes, dots and brackets
 * are ignored, and the written forms 04xx xxx xxx, +61 4xx xxx xxx, 61 4xx…, 0061 4xx… and +61 (0)4xx… are
 * understood.
 * @example normaliseAuMobile('0412 345 678') // '+61412345678'
 * @example normaliseAuMobile('+61 (0)412-345-678') // '+61412345678'
 * @example normaliseAuMobile('07 3123 4567') // null (a landline)
 */
export function normaliseAuMobile(text: string): string | null {
  const compact = text.replace(/[\s\-.()]/g, '')
  const match = /^(?:0|\+?610?|00610?)(4\d{8})$/.exec(compact)
  return match ? `+61${match[1]}` : null
}

// No spaces, controls or the characters that make one "address" several recipients or a display name.
const emailPattern =
  /^[^\s@\p{Cc},;:<>"'()[\]\\]+@[^\s@\p{Cc},;:<>"'()[\]\\]+\.[^\s@\p{Cc},;:<>"'()[\]\\.]+$/u

/**
 * A plausible email address, trimmed and lower-cased, or null. Deliberately loose (one @, a dot in the domain,
 * at most 254 characters): the code sent to it is the real check. Commas, brackets and quotes are refused so
 * that one destination is always one mailbox.
 * @example normaliseEmail(' Jo@Example.COM ') // 'jo@example.com'
 */
export function normaliseEmail(text: string): string | null {
  const email = text.trim().toLowerCase()
  if (email.length > 254) return null
  return emailPattern.test(email) ? email : null
}

/**
 * What the shopper typed in the sign-in box, as a destination for a code: an email address when it holds an @,
 * otherwise an Australian mobile number. Null when it is neither.
 * @example parseDestination('0412 345 678') // { channel: 'sms', address: '+61412345678' }
 * @example parseDestination('jo@example.com') // { channel: 'email', address: 'jo@example.com' }
 */
export function parseDestination(value: unknown): Destination | null {
  if (typeof value !== 'string' || value.length > 320) return null
  if (value.includes('@')) {
    const email = normaliseEmail(value)
    return email ? { channel: 'email', address: email } : null
  }
  const phone = normaliseAuMobile(value)
  return phone ? { channel: 'sms', address: phone } : null
}
