import { FilterPanel } from '@forecourt/components'
import {
  ActiveRefinementsWidget,
  BatchedWidgets,
  PaginationWidget,
  RangeDropdown,
  RefinementDropdown,
  ResultsSummaryWidget,
  SearchResults,
  SortWidget,
} from '@forecourt/components/search'
import { formatKilometres, formatMoney } from '@forecourt/finance-math'
import { buildSearchUrl, indexForSort, pathTargetAttributes, type FilterSwitch } from '@forecourt/search-url'
import { collapseSoldRuns, placePromos, shouldShowPromos, type SearchRecord } from '@forecourt/stock-rules'
import type { Hit, SearchClient } from 'instantsearch.js'
import { useCallback, useMemo } from 'react'
import {
  Configure,
  InstantSearch,
  useClearRefinements,
  useCurrentRefinements,
  useInstantSearch,
  useRefinementList,
  useSearchBox,
  useStats,
} from 'react-instantsearch'
import {
  createSearchRouter,
  defaultIndex,
  searchStateMapping,
  type HistoryPort,
} from './instantsearch-routing'
import { hitCard } from './hit-card'
import type { SearchPageConfig } from './search-config'

const emptyTexts = {
  'no-results':
    'No results found for your search at this time. Please try adjusting the filters for more results.',
  'no-offers': 'There appears to be no offers currently available that meet the conditions of your search',
} as const

const rangeFormats: Record<string, (value: number) => string> = {
  price: (value) => formatMoney(value),
  km: (value) => formatKilometres(value),
  year: (value) => String(value),
}

const filterLabels: Record<string, string> = {
  carType: 'Car type',
  colour: 'Colour',
  body: 'Body',
  transmission: 'Transmission',
  odometer: 'Odometer',
  price: 'Price',
  fuelType: 'Fuel type',
  drive: 'Drive',
  year: 'Year',
  make: 'Make',
  model: 'Model',
}

const carTypeOrder = ['new', 'demo', 'used']
const carTypeLabels: Record<string, string> = { new: 'New', demo: 'Demo', used: 'Used' }

// Widget options must keep their identity between renders: InstantSearch rebuilds a widget whose options change.
const carTypeItems = <T extends { value: string; label: string }>(items: T[]): T[] =>
  items
    .map((item) => ({ ...item, label: carTypeLabels[item.value] ?? item.label }))
    .sort((a, b) => carTypeOrder.indexOf(a.value) - carTypeOrder.indexOf(b.value))
// One labelling function per labels object, so the widget's options keep their identity between renders.
const labelledItems = new WeakMap<
  Record<string, string>,
  <T extends { value: string; label: string }>(items: T[]) => T[]
>()
function labelsFor(labels: Record<string, string>) {
  let label = labelledItems.get(labels)
  if (!label) {
    label = (items) => items.map((item) => ({ ...item, label: labels[item.value] ?? item.label }))
    labelledItems.set(labels, label)
  }
  return label
}
const keepSoldRunFirsts = <T extends SearchRecord>(items: T[]): T[] => collapseSoldRuns(items)
const keepAll = <T,>(items: T[]): T[] => items

function Filter({ filter, config }: { filter: FilterSwitch; config: SearchPageConfig }) {
  const label = filterLabels[filter.key] ?? filter.label
  if (filter.kind === 'range') {
    return (
      <RangeDropdown
        attribute={filter.attribute}
        label={label}
        step={filter.attribute === 'price' ? 500 : filter.attribute === 'km' ? 5000 : 1}
        format={rangeFormats[filter.attribute]}
      />
    )
  }
  if (filter.attribute === 'car_type') {
    return <RefinementDropdown attribute="car_type" label={label} transformItems={carTypeItems} />
  }
  const many = filter.attribute === 'make' || filter.attribute === 'model'
  const labels =
    filter.attribute === 'make' || filter.attribute === 'model' || filter.attribute === 'body'
      ? config.listLabels[filter.attribute]
      : null
  return (
    <RefinementDropdown
      attribute={filter.attribute}
      label={label}
      {...(labels && Object.keys(labels).length > 0 ? { transformItems: labelsFor(labels) } : {})}
      limit={many ? 100 : 30}
      searchable={many}
      {...(filter.attribute === 'make' ? { popularMakes: config.popularMakesCount } : {})}
    />
  )
}

function PathRefinement({ attribute }: { attribute: string }) {
  useRefinementList({ attribute })
  return null
}

/**
 * Owns the search words (`?query=`, spec "Search state: query, …"): InstantSearch drops the state of a part no widget
 * owns, so without it a search URL's words would be ignored, on the server and in the browser alike. The words show
 * as an active refinement, where the shopper can remove them, and Clear Filters drops them.
 */
function QueryRefinement() {
  useSearchBox()
  return null
}

/** Every part of the search state counts as a filter here, the search words included (InstantSearch leaves them out). */
const everyRefinement = { excludedAttributes: [] as string[] }

/** How the search words read among the active refinements. */
const refinementLabels = { query: 'Keyword' }

function PathRefinements({ config }: { config: SearchPageConfig }) {
  const shown = new Set<string>(
    config.filters.filter((filter) => filter.kind === 'list').map((filter) => filter.attribute),
  )
  // InstantSearch sends only the refinements of attributes some widget owns: a path's refinement that no filter
  // shows is owned by a widget without UI, and the active refinements still list it, where the shopper can remove it.
  return pathTargetAttributes
    .filter((attribute) => !shown.has(attribute))
    .map((attribute) => <PathRefinement key={attribute} attribute={attribute} />)
}

/** The filters in a drawer on phones and a row of dropdowns on wide screens, with sort and the result count. */
function SearchFilters({ config }: { config: SearchPageConfig }) {
  const { items } = useCurrentRefinements(everyRefinement)
  const { refine: clearAll } = useClearRefinements(everyRefinement)
  // The count alone (not InstantSearch's whole state, which changes on every render of the search), so the filters
  // render again when an answer changes them, not on each of InstantSearch's renders.
  const { nbHits } = useStats()
  const sortItems = config.sortOptions.map((option) => ({
    value: indexForSort(option.value, config),
    label: option.label,
  }))
  return (
    <FilterPanel
      activeCount={items.reduce((count, item) => count + item.refinements.length, 0)}
      resultsCount={nbHits}
      resultsCapped={nbHits > 1999}
      onClearAll={clearAll}
      toolbar={
        <>
          <ResultsSummaryWidget />
          <SortWidget items={sortItems} />
        </>
      }
    >
      {config.filters.map((filter) => (
        <Filter key={filter.key} filter={filter} config={config} />
      ))}
    </FilterPanel>
  )
}

/** Page links that are real URLs of search-url's grammar, so every results page can be crawled and shared. */
function SearchPagination({ config }: { config: SearchPageConfig }) {
  const { indexUiState } = useInstantSearch()
  const mapping = useMemo(() => searchStateMapping(config), [config])
  const index = defaultIndex(config)
  return (
    <PaginationWidget
      hrefFor={(page) =>
        buildSearchUrl({ ...mapping.stateToRoute({ [index]: indexUiState }), page }, config.catalogue)
      }
    />
  )
}

/**
 * Where the tenant's promotional cards go among this page's results: only on used-only searches unless the
 * tenant shows them everywhere, after every N results or at fixed positions (stock-rules' placement rules).
 */
function usePromos(config: SearchPageConfig) {
  const { indexUiState, results } = useInstantSearch()
  const { cards, every, positions, showOnAllSearches } = config.promos
  // Where promotions go depends on how many cards show (a run of sold cars shows as one when the tenant collapses
  // them), not which: the same promotions (and no new render of the results) while the count stays.
  const cardCount = (config.collapseSoldRuns ? keepSoldRunFirsts : keepAll)(results.hits).length
  return useMemo(() => {
    if (
      cards.length === 0 ||
      !shouldShowPromos(indexUiState.refinementList?.car_type ?? [], { alwaysShowPromos: showOnAllSearches })
    ) {
      return []
    }
    const placed = placePromos(
      Array.from({ length: cardCount }, (_, index) => index),
      cards.map((card) => ({ ...card, node: card })),
      { every, positions },
    )
    let before = 0
    return placed.flatMap((entry) => {
      if (entry.kind === 'car') {
        before += 1
        return []
      }
      const { position: _position, ...card } = entry.promo.node
      // Under the page's h1, as the cars beside it are.
      return [{ index: before, card: { ...card, headingLevel: 2 as const } }]
    })
  }, [cards, every, positions, showOnAllSearches, indexUiState.refinementList?.car_type, cardCount])
}

/**
 * The results with the tenant's promotional cards among them. A component of its own because the promotions read
 * InstantSearch's whole state, which is new on each of its renders: then this part renders again, and the filters
 * and refinements around it only when their own widgets' state changes.
 */
function PromotedResults({ config }: { config: SearchPageConfig }) {
  const now = useMemo(() => new Date(config.now), [config.now])
  const promos = usePromos(config)
  // The same function for the page's life: the results make their cards once per answer.
  const toCard = useCallback(
    (hit: Hit<SearchRecord>) => ({
      ...hitCard(hit, config, now),
      // Each car's heading sits under the page's h1 (on phones the filters' heading is not on screen).
      headingLevel: 2 as const,
    }),
    [config, now],
  )
  return (
    <SearchResults<SearchRecord>
      columns={config.cardsPerRow}
      carousel={config.carousel}
      promos={promos}
      empty={{ text: emptyTexts[config.emptyText], clearHref: config.refreshPath }}
      transformItems={config.collapseSoldRuns ? keepSoldRunFirsts : keepAll}
      toCard={toCard}
    />
  )
}

/** The results and everything around them; rendered inside InstantSearch on the server and in the browser. */
export function SearchLayout({ config, heading }: { config: SearchPageConfig; heading: string }) {
  return (
    <div className="fc-section fc-search">
      <h1 className="fc-section__heading">{heading}</h1>
      <SearchFilters config={config} />
      <PathRefinements config={config} />
      <QueryRefinement />
      <ActiveRefinementsWidget
        excludedAttributes={everyRefinement.excludedAttributes}
        attributeLabels={refinementLabels}
      />
      <PromotedResults config={config} />
      <SearchPagination config={config} />
    </div>
  )
}

const noHighlights: string[] = []

/** InstantSearch for one tenant, its URL state kept by the search router over the given history. */
export function SearchApp(props: {
  config: SearchPageConfig
  searchClient: SearchClient
  history: HistoryPort
  heading: string
}) {
  const { config, searchClient, history } = props
  const routing = useMemo(
    () => ({ router: createSearchRouter(config, history), stateMapping: searchStateMapping(config) }),
    // The router lives as long as the page: InstantSearch must not be given a new one on every render.
    [],
  )
  return (
    <InstantSearch
      searchClient={searchClient}
      indexName={defaultIndex(config)}
      routing={routing}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      {/* The page hydrates from the server's results: its widgets join InstantSearch together, not one by one. */}
      <BatchedWidgets>
        {/* No card shows a highlighted word: the hits come without highlights, which the page would otherwise carry
            in its search state and escape again as it hydrates. */}
        <Configure hitsPerPage={config.hitsPerPage} attributesToHighlight={noHighlights} />
        <SearchLayout config={config} heading={props.heading} />
      </BatchedWidgets>
    </InstantSearch>
  )
}
