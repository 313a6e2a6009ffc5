import { z } from 'zod'
import { enquiryEventId, type EnquiryEventId } from './analytics.js'
import { leadCategory } from './categories.js'
import { formNames, type FormName } from './form-types.js'
import type { LeadCar } from './lead-car.js'
import type { LeadValues } from './validate-form.js'

/**
 * What the browser keeps after a successful submission (spec §4 multi-step enquiry form: "on success
 * store the car and a success-category record locally and go to /success"; §7 "track an event,
 * remember the chosen car"): the /success page reads it to thank the shopper for the right thing and
 * track the enquiry event once.
 * @example const record: SuccessRecord = successRecord({ form: 'enquiry', leadId: 'abc', at: new Date() })
 */
export interface SuccessRecord {
  lead_id: string
  form: FormName
  category: string
  subcategory: string | null
  /** The enquiry analytics event to track (spec §7), null for none. */
  event_id: EnquiryEventId
  car: SuccessCar | null
  /** ISO date-time of the submission. */
  submitted_at: string
}

/**
 * The car of a success record: enough to show it again on /success.
 * @example const car: SuccessCar = { id: 42, slug: null, name: null, year: 2024, make: 'Kia', model: 'Sportage', car_type: 'new', primary_image_url: null }
 */
export interface SuccessCar {
  id: number | string
  slug: string | null
  name: string | null
  year: number | null
  make: string
  model: string
  car_type: string
  primary_image_url: string | null
}

/**
 * Builds the success record of a lead the server accepted. The category is the form's, or the chosen
 * category of a general enquiry when `values` are given.
 * @example successRecord({ form: 'test-drive', leadId: 'abc', car, at: '2025-06-01T10:00:00+10:00' }).event_id // 17 for a new car
 */
export function successRecord(input: {
  form: FormName
  leadId: string
  car?: LeadCar | null
  values?: LeadValues
  at: Date | string
}): SuccessRecord {
  const car = input.car ?? null
  const { category, subcategory } = leadCategory(input.form, car)
  const chosen = input.form === 'enquiry' && !car ? input.values?.category : undefined
  return {
    lead_id: input.leadId,
    form: input.form,
    category: typeof chosen === 'string' && chosen !== '' ? chosen : category,
    subcategory,
    event_id: enquiryEventId(input.form, car),
    car: car
      ? {
          id: car.id,
          slug: car.slug ?? null,
          name: car.name ?? null,
          year: car.year ?? null,
          make: car.make,
          model: car.model,
          car_type: car.car_type,
          primary_image_url: car.primary_image_url ?? null,
        }
      : null,
    submitted_at: new Date(input.at).toISOString(),
  }
}

const successRecordSchema = z.object({
  lead_id: z.string(),
  form: z.enum(formNames),
  category: z.string(),
  subcategory: z.string().nullable(),
  event_id: z.union([z.literal(14), z.literal(15), z.literal(17), z.literal(48), z.null()]),
  car: z
    .object({
      id: z.union([z.number(), z.string()]),
      slug: z.string().nullable(),
      name: z.string().nullable(),
      year: z.number().nullable(),
      make: z.string(),
      model: z.string(),
      car_type: z.string(),
      primary_image_url: z.string().nullable(),
    })
    .nullable(),
  submitted_at: z.string(),
})

/**
 * Reads a stored success record (the text from storage); null when missing, unreadable or of another
 * shape, so a stale or tampered value never breaks the /success page.
 * @example parseSuccessRecord(localStorage.getItem(key))
 */
export function parseSuccessRecord(text: string | null | undefined): SuccessRecord | null {
  if (!text) return null
  try {
    const parsed = successRecordSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * The shopper's details worth remembering for the next form (spec §3 "User details stored locally:
 * name, last_name, email, phone, postcode"); only those fields, only when filled.
 * @example rememberedDetails({ name: 'Jo', phone: '+61412345678', message: 'Hi' }) // { name: 'Jo', phone: '+61412345678' }
 */
export function rememberedDetails(
  values: LeadValues,
): Partial<Record<'name' | 'last_name' | 'email' | 'phone' | 'postcode', string>> {
  const details: Partial<Record<'name' | 'last_name' | 'email' | 'phone' | 'postcode', string>> = {}
  for (const name of ['name', 'last_name', 'email', 'phone', 'postcode'] as const) {
    const value = values[name]
    if (typeof value === 'string' && value !== '') details[name] = value
  }
  return details
}
