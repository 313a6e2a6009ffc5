import { z } from 'zod'
import { imageUploadSchema, isoDateSchema, urlRefSchema } from './shared.js'

/**
 * A vehicle brand.
 * @example manufacturerSchema.parse({ id: 1, name: 'Toyota', slug: 'toyota' })
 */
export const manufacturerSchema = z.strictObject({
  id: z.number().int(),
  name: z.string().min(1),
  slug: z.string().min(1),
  logo: urlRefSchema.nullable().optional(),
})

/**
 * Street address with map coordinates.
 * @example addressSchema.parse({ street: '1 Main St', city: 'Toowoomba', state: 'QLD', postcode: '4350' })
 */
export const addressSchema = z.strictObject({
  id: z.number().int().optional(),
  street: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  state: z.string().nullable().optional(),
  postcode: z.string().nullable().optional(),
  lat: z.number().min(-90).max(90).nullable().optional(),
  long: z.number().min(-180).max(180).nullable().optional(),
  place_id: z.string().nullable().optional(),
  place_url: z.string().nullable().optional(),
  map_key: z.string().nullable().optional(),
})

const hourSchema = z.string().regex(/^\d{2}:\d{2}$/, 'expected HH:MM')

/**
 * Regular hours of one weekday (0 Sunday … 6 Saturday).
 * @example openingHourSchema.parse({ weekday: 1, status: 'Open', open: '08:30', close: '17:30' })
 */
export const openingHourSchema = z.strictObject({
  weekday: z.number().int().min(0).max(6),
  status: z.enum(['Open', 'Closed']),
  formated_hours: z.string().nullable().optional(),
  open: hourSchema.nullable().optional(),
  close: hourSchema.nullable().optional(),
})

/**
 * Hours that replace the regular ones on one date (holidays, special trading).
 * @example specialHoursSchema.parse({ date: '2026-12-25', status: 'Closed' })
 */
export const specialHoursSchema = z.strictObject({
  date: isoDateSchema,
  status: z.enum(['Open', 'Closed']),
  location_id: z.number().int().optional(),
  start_hour: hourSchema.nullable().optional(),
  end_hour: hourSchema.nullable().optional(),
  hours: z
    .strictObject({ begin: hourSchema.nullable().optional(), end: hourSchema.nullable().optional() })
    .optional(),
})

/**
 * Location type; empty is shown as sales.
 * @example locationTypeSchema.parse('')
 */
export const locationTypeSchema = z.enum(['sales', 'used', 'service', 'parts', 'service-and-parts', ''])

const locationShape = {
  id: z.number().int(),
  name: z.string().min(1),
  slug: z.string().min(1).optional(),
  dealership_id: z.number().int().optional(),
  dealership_slug: z.string().min(1).optional(),
  location_type: locationTypeSchema.nullable().optional(),
  location_subtype: z.string().nullable().optional(),
  visible: z.boolean().optional(),
  primary: z.boolean().optional(),
  manufacturers: z.array(manufacturerSchema).optional(),
  address: addressSchema.nullable().optional(),
  contact_detail: z
    .strictObject({
      phone: z.string().nullable().optional(),
      landline_phone: z.string().nullable().optional(),
      opening_hours: z.array(openingHourSchema).optional(),
    })
    .nullable()
    .optional(),
  image: imageUploadSchema.nullable().optional(),
  dealer_license_number: z.string().nullable().optional(),
  motor_vehicle_repairer: z.string().nullable().optional(),
  reviews: z
    .strictObject({ count: z.number().int().nonnegative(), average_rating: z.number() })
    .nullable()
    .optional(),
  average_rating: z.number().min(0).max(5).nullable().optional(),
  review_count: z.number().int().nonnegative().nullable().optional(),
  phone: z.string().nullable().optional(),
  special_hours: z.array(specialHoursSchema).optional(),
}

/**
 * A dealership site or department (spec §3 "Location"); its distribution locations are one level deep.
 * @example locationSchema.parse({ id: 1, name: 'Toowoomba Toyota - Sales' })
 */
export const locationSchema = z.strictObject({
  ...locationShape,
  distribution_locations: z.array(z.strictObject(locationShape)).optional(),
})
