import { PriceRangeSliderPage } from '@forecourt/components'
import { formatMoney } from '@forecourt/finance-math'
import { buildSearchUrl, priceRangeSearchState, priceSliderDefaults } from '@forecourt/search-url'
import type { SearchClient } from 'instantsearch.js'
import { useState } from 'react'
import { Configure, InstantSearch, useRange, useRefinementList } from 'react-instantsearch'
import { defaultIndex } from './instantsearch-routing'
import type { SearchPageConfig } from './search-config'

const bounds = priceSliderDefaults
type Handles = { min?: number; max?: number }

/** The slider and the body-type tiles, whose counts follow the handles. */
function PriceRangeContent({ config }: { config: SearchPageConfig }) {
  const [handles, setHandles] = useState<Handles>({})
  const { refine } = useRange({ attribute: 'price', min: bounds.min, max: bounds.max })
  const { items } = useRefinementList({ attribute: 'body', limit: 12, sortBy: ['count:desc', 'name:asc'] })
  const target = priceRangeSearchState(handles, bounds)
  return (
    <PriceRangeSliderPage
      heading="Shop by price"
      min={bounds.min}
      max={bounds.max}
      step={bounds.step}
      value={handles}
      format={(value) => formatMoney(value)}
      onChange={(range) => {
        setHandles(range)
        refine([range.min, range.max])
      }}
      seeResultsHref={buildSearchUrl(target, config.catalogue)}
      tiles={items.map((item) => ({
        label: item.label,
        count: item.count,
        href: buildSearchUrl({ ...target, refinementList: { body: [item.value] } }, config.catalogue),
      }))}
    />
  )
}

/**
 * The price-range slider page: two handles (the lower never reaches the upper), tiles of body types with counts
 * in that range, and 'see results' to the search sorted by highest price.
 */
export function PriceRangeApp({
  config,
  searchClient,
}: {
  config: SearchPageConfig
  searchClient: SearchClient
}) {
  return (
    <InstantSearch searchClient={searchClient} indexName={defaultIndex(config)}>
      <Configure hitsPerPage={0} />
      <PriceRangeContent config={config} />
    </InstantSearch>
  )
}
