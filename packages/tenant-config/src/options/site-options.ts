import { z } from 'zod'
import { doc } from '../doc.js'

/**
 * One prize of the spin-to-win wheel: its label and its relative chance.
 * @example spinToWinPrizeSchema.parse({ label: '$50 fuel voucher' }).weight // 1
 */
export const spinToWinPrizeSchema = z.strictObject({
  label: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .meta({ description: 'What the shopper wins, as the wheel shows it.' }),
  weight: z.number().int().min(1).max(1000).default(1).meta({
    description: 'Relative chance: a prize of weight 2 comes up twice as often as one of weight 1.',
  }),
})

/** A prize of the spin-to-win wheel, as parsed. */
export type SpinToWinPrize = z.infer<typeof spinToWinPrizeSchema>

/**
 * The wheel's prizes when a tenant names none: small, common prizes come up most, the big one rarely.
 * @example defaultSpinToWinPrizes.length // 6
 */
export const defaultSpinToWinPrizes: SpinToWinPrize[] = [
  { label: '$50 fuel voucher', weight: 4 },
  { label: '10% off your next service', weight: 4 },
  { label: 'Free car wash and detail', weight: 3 },
  { label: '$100 accessories voucher', weight: 2 },
  { label: 'Free window tinting', weight: 1 },
  { label: '$500 off your next car', weight: 1 },
]

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
  search: z
    .boolean()
    .default(true)
    .meta(
      doc(
        "Stock search pages: /search/… and /price-range, with every link to them (the header's Stock menu, the footer's Search stock, the home page's View all, the vehicle page's breadcrumb, location stock links, Find Me Something Similar). Off: those pages are the site's 404 and the links are not shown; vehicle pages, models and offers stay.",
        '§9 Search (slug lists)',
      ),
    ),
  spinToWin: z.boolean().default(false).meta(doc('/spin-to-win page.', '§2 Routes')),
  spinToWinPrizes: z
    .array(spinToWinPrizeSchema)
    .min(2)
    .max(12)
    .default(defaultSpinToWinPrizes)
    .meta(
      doc(
        'Prizes on the /spin-to-win wheel (2 to 12); a prize is won with the chance weight ÷ total weight. The default is a demo list: set the prizes the dealer really offers.',
        '§2 Routes',
      ),
    ),
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
