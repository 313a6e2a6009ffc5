/**
 * Length limits of lead form fields, in characters after trimming. The spec gives no bounds for name,
 * email and phone; these are our Australian conventions (documented in the README).
 * @example fieldLimits.name // 60
 */
export const fieldLimits = {
  /** Names: 1 to 60 characters. */
  name: 60,
  /** Email: 254, the longest address SMTP can deliver to (RFC 5321). */
  email: 254,
  /** Phone as typed, with spaces, brackets or a +61 prefix. */
  phone: 20,
  /** Postcode: exactly 4 digits (spec §5 "max length 4"). */
  postcode: 4,
  /** Comments and other multi-line text. */
  message: 2000,
  /** Any other single-line text (make, model, vehicle). */
  text: 100,
  /** Hidden fields (ids, the request-photos default, model fields). */
  hidden: 500,
  /** Rego as typed, spaces and hyphens included. */
  rego: 12,
  /** Money and numbers as typed, with $, commas or ' kms'. */
  number: 15,
} as const
