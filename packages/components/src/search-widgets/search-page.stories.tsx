import { sortCarTypes } from '@forecourt/search-url'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { FilterPanel } from '../filter-panel/filter-panel'
import { formatDollars } from '../format'
import { createFakeSearchClient, type FakeSearchRequest } from '../test-utils/fake-search-client'
import { frame } from '../test-utils/story-frame'
import { demoFinanceChips } from '../vehicle-card/fixtures'
import { ActiveRefinementsWidget } from './active-refinements-widget'
import { demoAnswer, DemoSearch, demoHits, toDemoCard, type DemoHit } from './fixtures'
import { PaginationWidget } from './pagination-widget'
import { RangeDropdown } from './range-dropdown'
import { RefinementDropdown } from './refinement-dropdown'
import { ResultsSummaryWidget } from './results-summary-widget'
import { SearchResults } from './search-results'
import { SortWidget } from './sort-widget'

/** The demo hits, narrowed by the make refinement so the story reacts to the filters. */
function answer({ params }: FakeSearchRequest) {
  const makes = JSON.stringify(params?.facetFilters ?? []).match(/make:([^"]+)/g) ?? []
  const chosen = makes.map((value) => value.slice('make:'.length))
  const hits = chosen.length ? demoHits.filter((hit) => chosen.includes(hit.make)) : demoHits
  return { ...demoAnswer, hits, nbHits: chosen.length ? hits.length : demoAnswer.nbHits }
}

const sorts = [
  { value: 'Car_production', label: 'Most relevant' },
  { value: 'Car_production_latest', label: 'Latest' },
  { value: 'Car_production_price_desc', label: 'Highest price' },
  { value: 'Car_production_price_asc', label: 'Lowest price' },
]

function SearchPage({ empty = false }: { empty?: boolean }) {
  const [fake] = useState(() => createFakeSearchClient(empty ? { hits: [], nbHits: 0 } : answer))
  return (
    <DemoSearch fake={fake}>
      <div style={{ display: 'grid', gap: 16 }}>
        <FilterPanel
          resultsCount={demoAnswer.nbHits ?? 0}
          onClearAll={() => undefined}
          toolbar={
            <>
              <ResultsSummaryWidget />
              <SortWidget items={sorts} />
            </>
          }
        >
          <RefinementDropdown
            attribute="car_type"
            label="Car type"
            transformItems={(items) => sortCarTypes(items)}
          />
          <RefinementDropdown
            attribute="make"
            label="Make"
            popularMakes
            searchable
            texts={{ search: 'Search makes' }}
          />
          <RangeDropdown
            attribute="price"
            label="Price"
            min={5000}
            max={250000}
            step={500}
            format={formatDollars}
          />
        </FilterPanel>
        <ActiveRefinementsWidget attributeLabels={{ make: 'Make', car_type: 'Car type' }} />
        <SearchResults<DemoHit>
          toCard={(hit) => ({ ...toDemoCard(hit), financeChips: demoFinanceChips })}
          empty={{ clearHref: '?' }}
        />
        <PaginationWidget hrefFor={(page) => `?page=${page}`} />
      </div>
    </DemoSearch>
  )
}

const meta = {
  title: 'Search/SearchPage (widgets)',
  component: SearchPage,
  decorators: [frame({ maxWidth: 1280, margin: '0 auto' })],
} satisfies Meta<typeof SearchPage>

export default meta
type Story = StoryObj<typeof meta>

/** The widgets over a fake search client (no network): filter by make to see the results change. */
export const Default: Story = {}

export const Empty: Story = { args: { empty: true } }
