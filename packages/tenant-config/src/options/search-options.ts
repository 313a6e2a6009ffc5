import { z } from 'zod'
import { doc } from '../doc.js'

/**
 * A sort of the search results: most relevant, latest, highest price, lowest price.
 * @default 'relevance'
 */
export const sortKeySchema = z.enum(['relevance', 'latest', 'price-desc', 'price-asc'])

const filterSwitch = (label: string) =>
  z
    .boolean()
    .default(true)
    .meta(doc(`Show the ${label} filter.`, '§2 Screens › Search results'))

/**
 * Filter dropdowns of the search page; every one is on by default.
 * @example filterSwitchesSchema.parse({ colour: false }).make // true
 */
export const filterSwitchesSchema = z.strictObject({
  carType: filterSwitch('car type'),
  colour: filterSwitch('colour'),
  body: filterSwitch('body'),
  transmission: filterSwitch('transmission'),
  odometer: filterSwitch('odometer'),
  price: filterSwitch('price'),
  fuelType: filterSwitch('fuel type'),
  drive: filterSwitch('drive'),
  year: filterSwitch('year'),
  make: filterSwitch('make'),
  model: filterSwitch('model'),
})

/**
 * How the search page looks and sorts.
 * @example searchOptionsSchema.parse({}).cardsPerRow // 3
 */
export const searchOptionsSchema = z.strictObject({
  cardsPerRow: z
    .number()
    .int()
    .min(1)
    .max(6)
    .default(3)
    .meta(
      doc('Result cards per row on wide screens (4 for one dealer group).', '§2 Screens › Search results'),
    ),
  carousel: z
    .boolean()
    .default(false)
    .meta(
      doc(
        'The optional carousel: results scroll sideways as a carousel on phones.',
        '§2 Screens › Search results',
      ),
    ),
  defaultSort: sortKeySchema
    .default('relevance')
    .meta(doc('Sort applied when the URL names none.', '§2 Screens › Search results; §9 Search')),
  sortOptions: z
    .array(sortKeySchema)
    .min(1)
    .default(['relevance', 'latest', 'price-desc', 'price-asc'])
    .meta(doc('Sorts offered in the sort menu, in order.', '§2 Screens › Search results')),
  filters: filterSwitchesSchema
    .prefault({})
    .meta(doc('Filter dropdowns, each on by default.', '§2 Screens › Search results')),
  hitsPerPage: z.number().int().positive().default(21).meta(doc('Results per page.', '§7 Calls; §9 Search')),
  popularMakesCount: z
    .number()
    .int()
    .nonnegative()
    .default(20)
    .meta(doc("Makes in the popular group before the 'All Makes' divider.", '§2 Screens › Search results')),
  priceAboveZeroOnAscendingSort: z
    .boolean()
    .default(false)
    .meta(doc('Add the condition price > 0 when sorting by price ascending.', '§5 Validation')),
  emptyResultsText: z
    .enum(['no-results', 'no-offers'])
    .default('no-results')
    .meta(
      doc(
        "Empty-results wording: 'No results found for your search…' or 'There appears to be no offers currently available…'.",
        '§8 Errors › Empty search',
      ),
    ),
  defaultPath: z
    .string()
    .startsWith('/')
    .default('/search/new-used-and-demo-cars')
    .meta(doc('Default search path.', '§2 Routes')),
  refreshPath: z
    .string()
    .startsWith('/')
    .default('/special-offers')
    .meta(
      doc('Where Clear Filters on the empty-results card goes.', '§2 Routes; §2 Screens › Empty results'),
    ),
})
