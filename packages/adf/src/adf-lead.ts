/**
 * JSON as a lead's payload and steps hold it (a jsonb column's value).
 * @example const visited: AdfJson = { visited_pages: ['/search', '/cars/2024-kia-sportage-sx-4021'] }
 */
export type AdfJson = null | boolean | number | string | AdfJson[] | { [key: string]: AdfJson }

/**
 * The lead an ADF document is made of: the fields {@link renderAdf} reads. A stored lead with more fields (tenant,
 * idempotency key, car id, dates) fits as it is.
 * @example
 * const lead: AdfLead = {
 *   id: '7f1c2a9e-4b7d-4f0e-9a51-2d3c4b5a6f70',
 *   form: 'enquiry',
 *   category: 'New Vehicle Enquiry',
 *   subcategory: null,
 *   payload: { name: 'Jo Citizen', email: 'jo@example.com', message: 'Is it still available?' },
 *   steps: {},
 *   formCompleted: true,
 *   offerAccepted: false,
 *   createdAt: new Date('2026-11-01T09:30:00Z'),
 * }
 */
export interface AdfLead {
  /** The lead's id: the prospect's `<id>`. */
  id: string
  /** The form that sent it, e.g. 'enquiry', 'test-drive', 'trade-in', 'sell-my-car'. */
  form: string
  category: string
  subcategory: string | null
  /** The form's fields as the shopper sent them (the lead payload). */
  payload: { [key: string]: AdfJson }
  /** Trade-in steps: valuation adjustments, the rego lookup's result, the valuation. */
  steps: { [key: string]: AdfJson }
  formCompleted: boolean
  /** Whether the shopper accepted the trade-in offer. */
  offerAccepted: boolean
  /** When the lead arrived: the prospect's `<requestdate>`. */
  createdAt: Date
}
