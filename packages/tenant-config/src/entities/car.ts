import { z } from 'zod'
import { locationSchema } from './location.js'
import { imageUploadSchema, isoDateSchema, specValueSchema, urlRefSchema } from './shared.js'

/**
 * A VIN: 17 characters, no I, O or Q.
 * @example vinSchema.parse('JTMHV05J404123456')
 */
export const vinSchema = z
  .string()
  .regex(/^[A-HJ-NPR-Z0-9]{17}$/, 'expected a 17-character VIN without I, O or Q')

const hotspotSchema = z.strictObject({
  id: z.union([z.string(), z.number()]),
  description: z.string(),
  positions: z.record(z.string(), z.array(z.strictObject({ x: z.number(), y: z.number() }))),
})

const lenderFigure = z.number().nullable().optional()

/**
 * Finance figures of one lender for one car; `term{N}` keys carry term-specific payments.
 * @example financeLenderDataSchema.parse({ paymentWeek: 129, interestRate: 8.99, comparisonRate: 9.45 })
 */
export const financeLenderDataSchema = z
  .object({
    disclaimer: z.string().nullable().optional(),
    deposit: lenderFigure,
    paymentMonth: lenderFigure,
    paymentWeek: lenderFigure,
    totalPayable: lenderFigure,
    interestRate: lenderFigure,
    comparisonRate: lenderFigure,
    termYears: lenderFigure,
    termMonths: lenderFigure,
    termWeeks: lenderFigure,
    establishmentFees: lenderFigure,
    balloon: lenderFigure,
    financeProvider: z.string().nullable().optional(),
  })
  .catchall(z.number().nullable())
  .superRefine((value, context) => {
    for (const key of Object.keys(value)) {
      if (!(key in financeLenderKnownKeys) && !/^term\d+$/.test(key)) {
        context.addIssue({ code: 'custom', path: [key], message: `unknown lender field '${key}'` })
      }
    }
  })

const financeLenderKnownKeys = {
  disclaimer: 1,
  deposit: 1,
  paymentMonth: 1,
  paymentWeek: 1,
  totalPayable: 1,
  interestRate: 1,
  comparisonRate: 1,
  termYears: 1,
  termMonths: 1,
  termWeeks: 1,
  establishmentFees: 1,
  balloon: 1,
  financeProvider: 1,
}

const variantSpec = specValueSchema.optional()

/**
 * A vehicle in stock (spec §3 "Car"), as fixtures and stock feeds carry it.
 * @example carSchema.parse({ id: 1, slug: 'x', name: '2024 Toyota Hilux', year: 2024, make: 'Toyota', model: 'Hilux', price: 59990, car_type: 'new', status: 'in_stock' })
 */
export const carSchema = z.strictObject({
  id: z.number().int(),
  slug: z.string().min(1),
  path: z.string().optional(),
  name: z.string().min(1),
  year: z.number().int().min(1900).max(2100),
  make: z.string().min(1),
  model: z.string().min(1),
  badge: z.string().nullable().optional(),
  series: z.string().nullable().optional(),
  colour: z.string().nullable().optional(),
  interior_colour: z.string().nullable().optional(),
  price: z.number().nonnegative(),
  before_price: z.number().nullable().optional(),
  subscription_price: z.number().nullable().optional(),
  offer_price: z.number().nullable().optional(),
  preorder: z.string().nullable().optional(),
  price_type: z.string().nullable().optional(),
  car_type: z.enum(['new', 'used', 'demo']),
  status: z.string().min(1),
  reserved: z.boolean().optional(),
  tag: z.string().nullable().optional(),
  certified: z.boolean().optional(),
  created_at: isoDateSchema.optional(),
  updated_at: isoDateSchema.optional(),
  km: z.number().nonnegative().nullable().optional(),
  stocknum: z.string().min(1).optional(),
  vin: vinSchema.nullable().optional(),
  nvic: z.string().nullable().optional(),
  has_nvic: z.boolean().optional(),
  regplate: z.string().nullable().optional(),
  rego_expiry: isoDateSchema.nullable().optional(),
  build_date: isoDateSchema.nullable().optional(),
  compliance_date: isoDateSchema.nullable().optional(),
  drive: z.string().nullable().optional(),
  seats: z.number().int().nullable().optional(),
  doors: z.number().int().nullable().optional(),
  engine_size: specValueSchema.optional(),
  engine_size_litres: specValueSchema.optional(),
  gearnum: z.number().int().nullable().optional(),
  trans: z.string().nullable().optional(),
  fuel: z.string().nullable().optional(),
  simple_fuel: z.string().nullable().optional(),
  simple_body: z.string().nullable().optional(),
  simple_transmission: z.string().nullable().optional(),
  simple_drive: z.string().nullable().optional(),
  body: z.string().nullable().optional(),
  bodyconfiguration: z.string().nullable().optional(),
  views: z.number().int().nonnegative().optional(),
  photos_count: z.number().int().nonnegative().optional(),
  show_on_dealer_website: z.boolean().optional(),
  sold: z.boolean().optional(),
  sold_date_timestamp: z.number().int().nullable().optional(),
  item_type: z.string().nullable().optional(),
  private_suburb: z.string().nullable().optional(),
  private_postcode: z.string().nullable().optional(),
  file: urlRefSchema.nullable().optional(),
  images: z.array(z.strictObject({ image: imageUploadSchema })).optional(),
  thumbnails: z.array(z.string()).optional(),
  primary_image_url: z.string().nullable().optional(),
  video_url: z.string().nullable().optional(),
  external_video_url: z.string().nullable().optional(),
  videos: z.array(z.strictObject({ video: urlRefSchema })).optional(),
  walkaround_videos: z.array(z.strictObject({ video: urlRefSchema })).optional(),
  spin_images: z.array(z.string()).optional(),
  spin_code: z.string().nullable().optional(),
  spin_interior_image: z.string().nullable().optional(),
  hotspots: z
    .strictObject({ exterior: z.array(hotspotSchema), interior: z.array(hotspotSchema) })
    .nullable()
    .optional(),
  standardEquipment: z.array(z.string()).optional(),
  dealercomments: z.string().nullable().optional(),
  carsales_title: z.string().nullable().optional(),
  location: locationSchema.nullable().optional(),
  location_name: z.string().nullable().optional(),
  dealership_id: z.number().int().optional(),
  dealership_slug: z.string().min(1).optional(),
  city: z.string().nullable().optional(),
  state: z.string().nullable().optional(),
  specifications: z
    .strictObject({
      body_width: variantSpec,
      body_length: variantSpec,
      tare_weight: variantSpec,
      axle_type: variantSpec,
      sleeps: variantSpec,
      aggregate_trailer_mass: variantSpec,
    })
    .nullable()
    .optional(),
  variant: z
    .strictObject({
      cylinders: variantSpec,
      enginesize: variantSpec,
      enginesize_litres: variantSpec,
      induction: variantSpec,
      fuelconsumptioncombined: variantSpec,
      fuelcapacity: variantSpec,
      grossvehiclemass: variantSpec,
      vehiclelength: variantSpec,
      vehicleheight: variantSpec,
      vehiclewidth: variantSpec,
      towingcapacitybraked: variantSpec,
      bodyconfiguration: variantSpec,
      torque: variantSpec,
      ancaprating: variantSpec,
      geartype: variantSpec,
    })
    .nullable()
    .optional(),
  finance_lenders: z.record(z.string(), financeLenderDataSchema).nullable().optional(),
  autograb_data: z
    .strictObject({
      state_average_market_price: z.number().nullable().optional(),
      average_market_price: z.number().nullable().optional(),
    })
    .nullable()
    .optional(),
  youxQuote: z
    .strictObject({
      weeklyRepaymentAmount: z.number(),
      advertisedRate: z.number(),
      comparisonRate: z.number(),
    })
    .nullable()
    .optional(),
})
