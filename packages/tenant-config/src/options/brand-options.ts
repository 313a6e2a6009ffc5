import { z } from 'zod'
import { doc } from '../doc.js'

const makes = () => z.array(z.string().min(1))

/**
 * Rules that depend on the car's make (brand) rather than the tenant.
 * @example brandOptionsSchema.parse({ certifiedMake: 'Toyota' }).unregisteredRegoMakes // []
 */
export const brandOptionsSchema = z.strictObject({
  certifiedMake: z
    .string()
    .min(1)
    .nullable()
    .default(null)
    .meta(
      doc(
        'Make whose certified, unsold used cars get the certified logo and info.',
        '§4 Car tag; §5 Certified',
      ),
    ),
  certifiedLogoUrl: z
    .string()
    .regex(/^(\/(?!\/)|https:\/\/)/, 'Give a path on the site (/images/…) or an https:// address')
    .nullable()
    .default(null)
    .meta(
      doc(
        "The certified program's logo (an image path or https:// address, e.g. the maker's Certified Pre-Owned mark), drawn as the certified cars' tag on cards and the vehicle page. Without it the tag is a seal badge reading '{make} Certified'.",
        '§4 Car tag',
      ),
    ),
  unregisteredRegoMakes: makes()
    .default([])
    .meta(doc('Makes whose cars with a past rego expiry show Unregistered.', '§5 Rego expiry')),
  externalServiceBookingMakes: makes()
    .default([])
    .meta(
      doc("Makes whose Book a Service goes to the dealership's external service_booking_url.", '§2 Routes'),
    ),
  valuationSaveMakes: makes()
    .default([])
    .meta(doc('Makes whose trade-in valuation is saved with POST /api/miscellaneous.', '§7 Calls')),
  modelNumberPrefixes: z
    .record(z.string().min(1), z.string().min(1))
    .default({})
    .meta(
      doc(
        "Prefix a make's bare model numbers get in the search filters' model list (two brands): `{ Hino: 'Series ' }` lists model '300' as 'Series 300'.",
        '§9 Search › body names',
      ),
    ),
  seriesOrder: z
    .record(z.string().min(1), z.array(z.string().min(1)))
    .default({})
    .meta(
      doc(
        "Order of a make's variants on its model pages, by series (one brand: duo, city, sport); other makes keep the model data's order.",
        '§9 Search',
      ),
    ),
  newCarWarrantyYears: z
    .record(z.string().min(1), z.number().int().positive())
    .default({})
    .meta(
      doc('New-car warranty years per make where not the standard 3 (5 for some, 7 for one).', '§9 Content'),
    ),
})

/**
 * One logo of the brand grid.
 * @example brandGridLogoSchema.parse({ name: 'Isuzu Trucks', kind: 'truck', logo: '/images/brands/isuzu.svg', href: '/isuzu/overview' })
 */
export const brandGridLogoSchema = z.strictObject({
  name: z.string().min(1),
  kind: z.enum(['car', 'motorcycle', 'truck', 'own-brand']),
  logo: z.string().min(1),
  href: z.string().startsWith('/'),
})

/**
 * The brand grid with its statistics banner and disclaimer (one dealer group).
 * @example brandGridSchema.parse({ logos: [], disclaimer: 'Confirm price with the dealer.' }).statistics // null
 */
export const brandGridSchema = z.strictObject({
  logos: z.array(brandGridLogoSchema).meta({ description: 'Car, motorcycle, truck and own-brand logos.' }),
  statistics: z
    .strictObject({ locations: z.string().min(1), brands: z.string().min(1), years: z.string().min(1) })
    .nullable()
    .default(null)
    .meta({ description: "Statistics banner, e.g. { locations: '50+', brands: '40+', years: '30+' }." }),
  disclaimer: z
    .string()
    .min(1)
    .meta({ description: 'Tells buyers to confirm price, specifications and features.' }),
})

/** Items of the header menu, in the spec's order. */
export const headerMenuItemSchema = z.enum([
  'home',
  'new-vehicles',
  'stock',
  'offers',
  'service',
  'about-us',
  'sell-my-car',
  'finance',
])

/**
 * Header, footer and home-page blocks.
 * @example chromeOptionsSchema.parse({}).showOffers // false
 */
export const chromeOptionsSchema = z.strictObject({
  menu: z
    .array(headerMenuItemSchema)
    .default(['home', 'new-vehicles', 'stock', 'offers', 'service', 'about-us', 'sell-my-car', 'finance'])
    .meta(doc('Header menu items in order.', '§2 Screens › Other (header menu)')),
  emphasisedMenuItems: z
    .array(headerMenuItemSchema)
    .default(['sell-my-car', 'finance'])
    .meta(doc('Menu items drawn emphasised.', '§2 Screens › Other (header menu)')),
  showOffers: z
    .boolean()
    .default(false)
    .meta(
      doc(
        'Show the Offers menu item (only when enabled, and only with offers).',
        '§2 Screens › Other; §2 Routes',
      ),
    ),
  brandMegaMenu: z.boolean().default(false).meta(doc('Brand mega menu with logos.', '§2 Screens › Other')),
  announcement: z
    .string()
    .min(1)
    .nullable()
    .default(null)
    .meta(doc('Announcement bar text; null hides the bar.', '§2 Screens › Other')),
  footerPhonesByCarType: z
    .strictObject({ new: z.string().min(1), used: z.string().min(1), demo: z.string().min(1) })
    .nullable()
    .default(null)
    .meta(doc('Footer phone numbers per car type (one dealer).', '§9 Content and text')),
  paymentLogos: z
    .boolean()
    .default(false)
    .meta(
      doc('Payment logo strip (Mastercard, Visa, Maestro, Google Pay, Apple Pay).', '§2 Screens › Other'),
    ),
  salesCounter: z
    .boolean()
    .default(false)
    .meta(doc("'Sales this Month' counter.", '§2 Screens › Other; §9 Content')),
})
