import type { FormName, FormOption } from './form-types.js'
import type { LeadCar } from './lead-car.js'

/**
 * Lead category of each form. The enquiry form is a 'Vehicle Enquiry' about a car and a 'General
 * Enquiry' otherwise, where the shopper's chosen category replaces it.
 * @example formCategories['trade-in'] // 'Trade-In'
 */
export const formCategories = {
  enquiry: 'Vehicle Enquiry',
  'test-drive': 'Test Drive',
  'request-photos': 'Request Photos',
  'trade-in': 'Trade-In',
  'finance-enquiry': 'Finance Enquiry',
  'finance-pre-approval': 'Finance Pre-Approval',
  'sell-my-car': 'Sell My Car',
  'service-booking': 'Service Booking',
  contact: 'Contact Us',
  location: 'Location Enquiry',
  'model-quote': 'Model Quote',
  reserve: 'Reservation',
} as const satisfies Record<FormName, string>

/**
 * Category of an enquiry about no car.
 * @default 'General Enquiry'
 * @example leadCategory('enquiry').category === generalEnquiryCategory // true
 */
export const generalEnquiryCategory = 'General Enquiry'

/**
 * Subcategories of the trade-in flow (spec §4 "Trade-in flow steps: lead, adjustments, rego lookup,
 * offer accepted (subcategory '3. Offer Accepted')"). Reading: the numbered steps before it are the
 * lead and the valuation (adjustments and rego lookup together).
 * @example tradeInSubcategories.offerAccepted // '3. Offer Accepted'
 */
export const tradeInSubcategories = {
  lead: '1. Lead',
  valuation: '2. Valuation',
  offerAccepted: '3. Offer Accepted',
} as const

/**
 * Choices of the general-enquiry category select when the tenant gives none; the value becomes the
 * lead's category.
 * @example defaultEnquiryCategories[0] // { value: 'General Enquiry', label: 'General Enquiry' }
 */
export const defaultEnquiryCategories: FormOption[] = [
  'General Enquiry',
  'New Vehicle Sales',
  'Used Vehicle Sales',
  'Finance',
  'Service',
  'Parts',
].map((label) => ({ value: label, label }))

/**
 * Choices of the service type select when the tenant gives none.
 * @example defaultServiceTypes.map((option) => option.value) // ['Logbook Service', …]
 */
export const defaultServiceTypes: FormOption[] = [
  'Logbook Service',
  'General Service',
  'Repairs',
  'Tyres and Wheels',
  'Other',
].map((label) => ({ value: label, label }))

/**
 * Submit button text of each form (the spec's contact button wording where one fits).
 * @example submitLabels['test-drive'] // 'Book a Test Drive'
 */
export const submitLabels = {
  enquiry: 'Send Enquiry',
  'test-drive': 'Book a Test Drive',
  'request-photos': 'Request Photos',
  'trade-in': 'Value My Car',
  'finance-enquiry': 'Get Finance Now',
  'finance-pre-approval': 'Apply for Pre-Approval',
  'sell-my-car': 'Get an Offer',
  'service-booking': 'Book a Service',
  contact: 'Send Enquiry',
  location: 'Send Enquiry',
  'model-quote': 'Get a Quote',
  reserve: 'Reserve Now',
} as const satisfies Record<FormName, string>

const conditions: Record<string, string> = { new: 'New Vehicle', used: 'Used Vehicle', demo: 'Demo Vehicle' }

/**
 * The lead category and subcategory of a form. The subcategory is the car's condition ('New Vehicle',
 * 'Used Vehicle', 'Demo Vehicle'), '1. Lead' for the trade-in form, 'New Vehicle' for model quotes
 * (models are new cars) and null otherwise.
 * @example leadCategory('test-drive', { car_type: 'used' }) // { category: 'Test Drive', subcategory: 'Used Vehicle' }
 */
export function leadCategory(
  form: FormName,
  car?: Pick<LeadCar, 'car_type'> | null,
): { category: string; subcategory: string | null } {
  const category = form === 'enquiry' && !car ? generalEnquiryCategory : formCategories[form]
  if (form === 'trade-in') return { category, subcategory: tradeInSubcategories.lead }
  if (form === 'model-quote') return { category, subcategory: conditions.new ?? null }
  return { category, subcategory: car ? (conditions[car.car_type] ?? null) : null }
}
