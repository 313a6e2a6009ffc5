/**
 * Name of the honeypot field: a text input a UI renders out of sight (visually hidden, `tabIndex={-1}`,
 * `autoComplete="off"`, labelled 'Leave this field empty'). People never fill it; form-filling bots
 * do. `leadRequestSchema` refuses a request where it is not empty, and validation drops it from values.
 * @default 'website'
 * @example <input name={honeypotField} tabIndex={-1} autoComplete="off" className="visually-hidden" />
 */
export const honeypotField = 'website'

/**
 * Whether a honeypot value was filled in (by a bot): anything but an empty or missing value.
 * @example isHoneypotFilled({ website: 'https://spam.example' }) // true
 */
export function isHoneypotFilled(values: Record<string, unknown>): boolean {
  const value = values[honeypotField]
  return value !== undefined && value !== null && value !== '' && value !== false
}
