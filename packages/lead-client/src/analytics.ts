import type { FormName } from './form-types.js'
import type { LeadCar } from './lead-car.js'

/**
 * Analytics event ids of a car enquiry (spec §7: "enquiry events 14 new, 15 used, 17 new test drive or
 * Test Drive Only tag, 48 used test drive").
 * @example enquiryEvents.usedTestDrive // 48
 */
export const enquiryEvents = {
  newEnquiry: 14,
  usedEnquiry: 15,
  newTestDrive: 17,
  usedTestDrive: 48,
} as const

/**
 * An enquiry event id, or null when the submission is not a car enquiry.
 * @example const id: EnquiryEventId = 17
 */
export type EnquiryEventId = (typeof enquiryEvents)[keyof typeof enquiryEvents] | null

/** The forms that are enquiries about one car: the vehicle page's enquiry, test-drive and photos dialogs. */
const carEnquiryForms: readonly FormName[] = ['enquiry', 'test-drive', 'request-photos']

/**
 * The analytics event to track after a successful car enquiry (spec §7). Readings: a demo car counts
 * as new (it is sold as a new car with a few kilometres); a car tagged 'Test Drive Only' (any case)
 * is a new test drive whatever its form or condition, since the spec lists that tag with event 17;
 * forms that are not car enquiries, and enquiries without a car, track no enquiry event.
 * @example enquiryEventId('enquiry', { car_type: 'used' }) // 15
 * @example enquiryEventId('test-drive', { car_type: 'demo' }) // 17
 */
export function enquiryEventId(
  form: FormName,
  car: Pick<LeadCar, 'car_type' | 'tag'> | null | undefined,
): EnquiryEventId {
  if (!car || !carEnquiryForms.includes(form)) return null
  if (car.tag?.trim().toLowerCase() === 'test drive only') return enquiryEvents.newTestDrive
  const used = car.car_type === 'used'
  if (form === 'test-drive') return used ? enquiryEvents.usedTestDrive : enquiryEvents.newTestDrive
  return used ? enquiryEvents.usedEnquiry : enquiryEvents.newEnquiry
}
