import { storedLead as adfStoredLead } from '@forecourt/adf/testing'
import type { StoredLead } from '@forecourt/site-storage'

/**
 * A stored lead for tests, as the site's storage holds it: adf's test lead (a new-car enquiry from Jo Citizen)
 * with the storage's own fields, unless overridden.
 * @example storedLead({ form: 'test-drive', payload: { name: 'Sam', email: 'sam@example.com' } })
 */
export function storedLead(overrides: Partial<StoredLead> = {}): StoredLead {
  return { ...adfStoredLead(), requestFingerprint: null, ...overrides }
}
