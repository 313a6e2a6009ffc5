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
