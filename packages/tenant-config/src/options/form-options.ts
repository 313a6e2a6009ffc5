import { z } from 'zod'
import { doc } from '../doc.js'
import { envVarNameSchema } from '../env-var-name.js'

/**
 * Australian states and territories, as form values.
 * @example australianStateSchema.parse('QLD')
 */
export const australianStateSchema = z.enum(['QLD', 'NSW', 'VIC', 'TAS', 'SA', 'WA', 'NT', 'ACT'])

/**
 * Lead forms.
 * @example formOptionsSchema.parse({}).commentsRequired // true
 */
export const formOptionsSchema = z.strictObject({
  commentsRequired: z
    .boolean()
    .default(true)
    .meta(doc('The enquiry comments field is required.', '§5 Enquiry form')),
  termsCheckbox: z
    .strictObject({
      enquiry: z
        .boolean()
        .default(false)
        .meta(doc("Enquiry forms require 'You must agree to the terms of use…'.", '§5 Enquiry form')),
      testDrive: z
        .boolean()
        .default(false)
        .meta(doc('The test-drive form gets the terms checkbox.', '§3 Test drive form')),
    })
    .prefault({})
    .meta(doc('Terms-of-use checkbox per form.', '§3; §5 Enquiry form')),
  removePreferredDealership: z
    .boolean()
    .default(false)
    .meta(doc('Remove the preferred-dealership select even with several dealerships.', '§5 Enquiry form')),
  defaultState: australianStateSchema
    .default('QLD')
    .meta(doc('State preselected in forms.', '§9 Locations and reviews')),
  additionalServices: z
    .array(z.string().trim().min(1).max(60))
    .max(12)
    .refine((services) => new Set(services).size === services.length, 'List each service once')
    .default([])
    .meta({
      ...doc(
        'Extra services a shopper may tick when booking a service (Book a Service form); they reach the lead as its additional_services list. None by default: the form then has no such field.',
        '§3 Enquiry form fields; §7 Form submit',
      ),
      // The refinement above is invisible to JSON Schema: editors learn of it here.
      uniqueItems: true,
    }),
})

/**
 * Pages that need a signed-in shopper beyond the always-gated online payment and garage pages.
 * @example gatedPageOptionsSchema.parse({ finance: true }).checkout // false
 */
export const gatedPageOptionsSchema = z.strictObject({
  checkout: z.boolean().default(false).meta(doc('Checkout needs sign-in.', '§6 Roles')),
  finance: z.boolean().default(false).meta(doc('Finance pages need sign-in.', '§6 Roles')),
  tradeIn: z.boolean().default(false).meta(doc('Trade-in needs sign-in.', '§6 Roles')),
  spinToWin: z.boolean().default(false).meta(doc('/spin-to-win needs sign-in.', '§6 Roles')),
  brandGaragePaths: z
    .array(z.string().startsWith('/'))
    .default([])
    .meta(doc('Brand-specific garage pages (always gated).', '§2 Routes; §6 Roles')),
})

/**
 * Location reviews.
 * @example reviewOptionsSchema.parse({}).minimumRating // 4
 */
export const reviewOptionsSchema = z.strictObject({
  minimumRating: z
    .number()
    .min(1)
    .max(5)
    .default(4)
    .meta(doc('Reviews below this rating are not shown.', '§9 Locations and reviews')),
  fullQuantity: z
    .number()
    .int()
    .positive()
    .default(12)
    .meta(doc('Google-sourced reviews shown in full.', '§9 Locations and reviews')),
  hiddenTitles: z
    .array(z.string().min(1))
    .default([])
    .meta(
      doc(
        'Reviews whose customer name or title matches one of these are hidden.',
        '§9 Locations and reviews',
      ),
    ),
})

/**
 * Locations page and blocks.
 * @example locationOptionsSchema.parse({}).carouselTitle // 'Our Locations'
 */
export const locationOptionsSchema = z.strictObject({
  blockLayout: z
    .enum(['cards', 'tabbed-map'])
    .default('cards')
    .meta(
      doc(
        'Location block: card/grid layout, or a tabbed embedded map (some sites).',
        '§2 Screens › Location block',
      ),
    ),
  carouselTitle: z
    .string()
    .min(1)
    .default('Our Locations')
    .meta(doc('Title of the locations carousel.', '§2 Screens › Location block')),
  googleMapsKeyEnv: envVarNameSchema
    .nullable()
    .default(null)
    .meta(
      doc(
        'Name of the server environment variable holding a Google Maps Embed API key; when it is set, location maps swap in a Google embed once in view. Without it (the default) maps are the inline map, no key needed.',
        '§2 Screens › Location block',
      ),
    ),
})

/**
 * Model pages.
 * @example modelPageOptionsSchema.parse({}).quoteButtonText // 'Get a Quote'
 */
export const modelPageOptionsSchema = z.strictObject({
  quoteButtonText: z
    .string()
    .min(1)
    .default('Get a Quote')
    .meta(doc('Quote button on variant cards.', '§2 Screens › Model page')),
})
