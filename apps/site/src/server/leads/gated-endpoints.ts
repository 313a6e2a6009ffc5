import type { FormName } from '@forecourt/lead-client'
import type { GatedPage } from '@forecourt/tenant-config'

/**
 * The gated page behind each form: a tenant that gates the page (spec section 2, sign-in types) gates the leads of
 * its forms too, so the gate cannot be walked around by posting to the endpoint directly.
 * @example gatedPageOfForm['finance-enquiry'] // 'finance'
 */
export const gatedPageOfForm: Partial<Record<FormName, GatedPage>> = {
  reserve: 'checkout',
  'finance-enquiry': 'finance',
  'finance-pre-approval': 'finance',
  'trade-in': 'trade-in',
  'sell-my-car': 'trade-in',
}

const gatedEndpoints: ReadonlyMap<string, GatedPage> = new Map([
  ['/api/reservations', 'checkout'],
  ['/api/trade-in/rego-lookup', 'trade-in'],
  ['/api/trade-in/adjustments', 'trade-in'],
  ['/api/trade-in/offer-accepted', 'trade-in'],
  ['/api/miscellaneous', 'trade-in'],
])

/**
 * The gated page an endpoint serves, or null for an endpoint every shopper may call (leads are gated by their form,
 * {@link gatedPageOfForm}; online payment and spin-to-win need a signed-in shopper on every tenant and answer their
 * own 401 with the way back).
 * @example gatedPageOfEndpoint('/api/trade-in/rego-lookup') // 'trade-in'
 */
export function gatedPageOfEndpoint(pathname: string): GatedPage | null {
  return gatedEndpoints.get(pathname) ?? null
}
