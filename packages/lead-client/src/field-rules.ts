import { fieldLimits } from './field-limits.js'
import { messages } from './messages.js'

/** Text of a submitted value: strings trimmed, numbers as digits, anything else empty. */
export function toText(raw: unknown): string {
  if (typeof raw === 'string') return raw.trim()
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw)
  return ''
}

/** A checkbox value: true, or the strings an HTML form or a query string sends for a ticked box. */
export function toChecked(raw: unknown): boolean {
  if (typeof raw === 'boolean') return raw
  return typeof raw === 'string' && ['true', 'on', '1', 'yes'].includes(raw.trim().toLowerCase())
}

// Letters of any script (Nguyễn, Zoë), then letters, marks, spaces, apostrophes (' and ’), hyphens, full stops.
const namePattern = /^\p{L}[\p{L}\p{M} '’.-]*$/u

/** The error of a name, or null: 1–60 characters, letters, spaces, apostrophes, hyphens and full stops. */
export function nameError(name: string): string | null {
  if (name.length > fieldLimits.name) return messages.nameTooLong
  return namePattern.test(name) ? null : messages.nameInvalid
}

// One @, no spaces, a dotted domain ending in a 2+ letter top-level domain, no empty dot-separated parts.
const emailPattern = /^[^\s@.]+(?:\.[^\s@.]+)*@(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z]{2,}$/i

/** The error of an email address, or null: a practical check (deliverable shape), at most 254 characters. */
export function emailError(email: string): string | null {
  if (email.length > fieldLimits.email) return messages.emailTooLong
  const local = email.slice(0, email.lastIndexOf('@'))
  return emailPattern.test(email) && local.length <= 64 ? null : messages.emailInvalid
}

/** Whether a text is a real calendar day written `YYYY-MM-DD` (what date inputs send). */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * A registration plate as the dealer reads it: upper case without spaces or hyphens, 1 to 9 letters
 * and digits (the longest Australian plates, personalised ones included); null when it is not one.
 */
export function normaliseRego(text: string): string | null {
  const compact = text.replace(/[\s-]/g, '').toUpperCase()
  return /^[A-Z\d]{1,9}$/.test(compact) ? compact : null
}
