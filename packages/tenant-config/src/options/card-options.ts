import { z } from 'zod'
import { doc } from '../doc.js'

/**
 * Tags and texts on result cards and the vehicle page.
 * @example cardOptionsSchema.parse({}).soldTagText // 'JUST SOLD'
 */
export const cardOptionsSchema = z.strictObject({
  fuelTag: z
    .boolean()
    .default(false)
    .meta(
      doc('Tag Electric, Hybrid and PHEV cars with their fuel (first in tag order).', '§4 Car tag on a card'),
    ),
  newArrivalDays: z
    .number()
    .int()
    .nonnegative()
    .default(8)
    .meta(
      doc('A car created within this many days gets the new-arrival tag.', '§4 Car tag; §9 Vehicle page'),
    ),
  newArrivalText: z
    .string()
    .min(1)
    .default('New')
    .meta(doc("Text of the new-arrival tag (some sites 'New Arrival').", '§4 Car tag on a card')),
  soldTagText: z
    .string()
    .min(1)
    .default('JUST SOLD')
    .meta(doc('Tag shown on unavailable cars.', '§4 Car tag on a card')),
  greenTags: z
    .array(z.string().min(1))
    .default(['runout sale'])
    .meta(doc('Custom tags drawn green; every other custom tag is red.', '§4 Car tag on a card')),
  noPriceText: z
    .string()
    .min(1)
    .default('Enquire for price.')
    .meta(doc('Shown instead of a price of 10 or less (unless the car has preorder text).', '§5 Validation')),
})

/**
 * Viewer mode shown first on the vehicle page.
 * @default 'spinner'
 */
export const viewerModeSchema = z.enum(['spinner', 'walkaround', 'gallery', 'interior'])

/**
 * Where the video is inserted among the gallery images.
 * @default 'second'
 */
export const videoPositionSchema = z.enum(['start', 'second', 'middle', 'end'])

/**
 * Vehicle detail page behaviour.
 * @example vehiclePageOptionsSchema.parse({}).phoneReveal // 'masked'
 */
export const vehiclePageOptionsSchema = z.strictObject({
  viewerDefaultMode: viewerModeSchema
    .default('spinner')
    .meta(doc('Viewer mode shown first when its data exists (gallery for one dealer).', '§4 Viewer modes')),
  videoPosition: videoPositionSchema
    .default('second')
    .meta(doc('Position of the video in the gallery.', '§4 Viewer modes')),
  phoneReveal: z
    .enum(['masked', 'shown'])
    .default('masked')
    .meta(doc('Dealer phone masked after 5 characters until clicked, or shown at once.', '§4 Phone reveal')),
  enquiryButton: z
    .enum(['enquire-now', 'instant-message'])
    .default('enquire-now')
    .meta(
      doc(
        'Sidebar button: Enquire Now or Instant Message (needs a messaging token).',
        '§2 Screens › sidebar',
      ),
    ),
  print: z
    .boolean()
    .default(true)
    .meta(doc('Offer the printable PDF of the vehicle.', '§2 Screens › Vehicle sidebar')),
  findSimilarWhenSold: z
    .boolean()
    .default(true)
    .meta(
      doc(
        'Sold cars show Find Me Something Similar in place of the buttons; false is the no-stock option.',
        '§4 Availability',
      ),
    ),
  breadcrumbModels: z
    .array(z.string().min(1))
    .default([])
    .meta(
      doc(
        'Configured stock models: the breadcrumb shows the model only for these.',
        '§2 Vehicle detail page',
      ),
    ),
  deliveryCalculator: z
    .boolean()
    .default(false)
    .meta(doc('Show the delivery calculator (estimate by postcode).', '§2 Vehicle detail page; §5')),
  fuelCalculator: z
    .strictObject({
      enabled: z
        .boolean()
        .default(true)
        .meta(doc('Show the fuel cost calculator (never for electric cars).', '§9')),
      pricePerLitre: z
        .number()
        .positive()
        .default(1.7)
        .meta(doc('Default fuel price in dollars per litre.', '§9')),
      kmPerWeek: z.number().positive().default(250).meta(doc('Default distance per week in km.', '§9')),
      litresPer100km: z.number().positive().default(10).meta(doc('Default consumption in L/100km.', '§9')),
    })
    .prefault({})
    .meta(doc('Fuel cost calculator and its defaults.', '§2 Vehicle detail page; §9 Vehicle page')),
})

/**
 * Save, Compare and Favourite buttons.
 * @example saveButtonOptionsSchema.parse({ variant: 'priced-with-image' }).enabled // true
 */
export const saveButtonOptionsSchema = z.strictObject({
  enabled: z
    .boolean()
    .default(true)
    .meta(doc('Show Save / Compare / Favourite on available cars.', '§5 Save / Compare / Favourite')),
  variant: z
    .enum(['standard', 'priced-with-image'])
    .default('standard')
    .meta(
      doc(
        '`priced-with-image` also needs price > 0 and at least one image.',
        '§5 Save / Compare / Favourite',
      ),
    ),
  usedCarsOnly: z
    .boolean()
    .default(false)
    .meta(doc('Show the buttons on used cars only.', '§5 Save / Compare / Favourite')),
})

/**
 * Reserve and buy-online.
 * @example reserveOptionsSchema.parse({ path: 'buy-online' }).priceLabel // '$200'
 */
export const reserveOptionsSchema = z.strictObject({
  enabled: z
    .boolean()
    .default(true)
    .meta(doc('Offer Reserve on available cars that are eligible for reservation.', '§5; §2 Routes')),
  path: z
    .enum(['checkout', 'buy-online'])
    .default('checkout')
    .meta(doc('Reserve route: /cars/{slug}/checkout or /cars/{slug}/buy-online.', '§2 Routes')),
  priceLabel: z.string().min(1).default('$200').meta(doc('Reserve price label.', '§9 Vehicle page')),
  holdHours: z
    .number()
    .int()
    .min(1)
    .max(720)
    .default(48)
    .meta(
      doc(
        'How long a paid reservation holds the car, in hours (1 to 720): the shopper is told, and the car is offered again once it runs out. Default 48: two working days for the dealer to call and settle the sale.',
        '§2 Routes (reserve car)',
      ),
    ),
})
