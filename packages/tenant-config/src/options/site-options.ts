import { z } from 'zod'
import { doc } from '../doc.js'

/**
 * Feature switches that the spec turns on with long slug lists, and optional pages.
 * @example siteFeatureOptionsSchema.parse({}).garage // false
 */
export const siteFeatureOptionsSchema = z.strictObject({
  garage: z.boolean().default(false).meta(doc('My Garage for signed-in shoppers.', '§9 Search (slug lists)')),
  locationPages: z
    .boolean()
    .default(true)
    .meta(doc('Locations pages and /dealer-locator.', '§9 Search (slug lists)')),
  search: z.boolean().default(true).meta(doc('Stock search pages.', '§9 Search (slug lists)')),
  spinToWin: z.boolean().default(false).meta(doc('/spin-to-win page.', '§2 Routes')),
  cappedPriceServicing: z
    .boolean()
    .default(false)
    .meta(doc('/pages/capped-price-servicing page.', '§2 Routes')),
  eofyPaths: z
    .array(z.string().startsWith('/'))
    .default([])
    .meta(doc('End-of-financial-year pages (/eofy and dealer-specific /pages/eofy-*).', '§2 Routes')),
  storageKeyPrefix: z
    .string()
    .min(1)
    .nullable()
    .default(null)
    .meta(
      doc(
        'Site-specific key prefix for data stored in the browser; null uses the tenant slug.',
        '§3; §9 Content',
      ),
    ),
})
