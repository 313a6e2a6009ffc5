import { z } from 'zod'
import { doc } from '../doc.js'

/**
 * The per-tenant numeric option of the stock filter; the spec allows only these values.
 * @default 3
 */
export const stockFilterOptionSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(7),
  z.literal(14),
])

/**
 * Which cars of the shared index belong to the tenant's site (applied by the server, never the browser).
 * @example stockOptionsSchema.parse({}).option // 3: sold cars stay 3 days
 */
export const stockOptionsSchema = z.strictObject({
  defaultClause: z
    .string()
    .min(1)
    .nullable()
    .default(null)
    .meta(
      doc("Default clause of the tenant's stock filter, e.g. 'car_type:used'.", '§9 Search › stock filter'),
    ),
  option: stockFilterOptionSchema
    .default(3)
    .meta(
      doc(
        'Numeric option sent with the default clause (0, 1, 2, 3, 4, 5, 7 or 14): the days sold cars stay in results, unless includeSoldCarsDays says otherwise.',
        '§9 Search › stock filter',
      ),
    ),
  includeSoldCarsDays: stockFilterOptionSchema
    .optional()
    .meta(
      doc(
        'include_sold_cars_days: sold cars stay in results this many days, overriding option; unset, option decides.',
        '§4 Stock filter; §9 Search',
      ),
    ),
  collapseSoldRuns: z
    .boolean()
    .default(false)
    .meta(
      doc('Sold-car handling: keep only the first car of each run of sold cars.', '§4 Sold cars in results'),
    ),
  hideNewCarsOfMakes: z
    .array(z.string().min(1))
    .default([])
    .meta(doc('Makes whose new cars are hidden from the site.', '§9 Search › special tenant rules')),
  inStockOnly: z
    .boolean()
    .default(false)
    .meta(
      doc('Show only in_stock cars (no coming_soon, no recently sold).', '§9 Search › special tenant rules'),
    ),
  excludedStockNumbers: z
    .array(z.string().min(1))
    .default([])
    .meta(doc('Stock numbers never shown on the site.', '§9 Search › special tenant rules')),
  manufacturerFilter: z
    .string()
    .min(1)
    .nullable()
    .default(null)
    .meta(
      doc('Manufacturer filter added to every search (single-franchise sites).', '§7 Calls › Search service'),
    ),
})

/**
 * Promotional cards inserted into search results.
 * @example promoCardOptionsSchema.parse({ positions: [5, 10] }).showOnAllSearches // false
 */
export const promoCardOptionsSchema = z.strictObject({
  positions: z
    .array(z.number().int().positive())
    .default([])
    .meta(
      doc('Result positions that get a promo card (5 and 10 for one dealer); none by default.', '§9 Search'),
    ),
  every: z
    .number()
    .int()
    .positive()
    .nullable()
    .default(null)
    .meta(doc('Repeat a promo card every N results; null to use only `positions`.', '§9 Search')),
  showOnAllSearches: z
    .boolean()
    .default(false)
    .meta(doc('Dealer flag: show promo cards on every search, not only used-only ones.', '§9 Search')),
})
