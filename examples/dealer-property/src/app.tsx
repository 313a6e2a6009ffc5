import { themeStyle, VehicleCard } from '@forecourt/components'
import { ResultsSummaryWidget, SearchResults, SortWidget } from '@forecourt/components/search'
import { sortOptions } from '@forecourt/search-url'
import { hitCard, isAvailable, vehicleCard, type Car, type SearchRecord } from '@forecourt/stock-rules'
import { cardTagOptionsFor, hitCardOptionsFor, priceDisplayOptionsFor } from '@forecourt/tenant-config'
import type { SearchClient } from 'instantsearch.js'
import { InstantSearch } from 'react-instantsearch'
import { TenantShell } from './readme/components/tenant-shell'
import { financeEstimate } from './readme/finance-math/finance-estimate'
import type { TenantStock } from './stock'

const indexName = 'Car_production'
// search-url's sorts, each answered by the index or one of its replicas (the engine's settings files name them).
const sorts = sortOptions.map((option) => ({
  value: option.key === 'relevant' ? indexName : `${indexName}_${option.key}`,
  label: option.label,
}))

/** The car this property puts first: the dearest available car with a price. */
function carOfTheWeek(cars: readonly Car[]): Car | undefined {
  return cars
    .filter((car) => isAvailable(car) && typeof car.price === 'number' && car.price > 0)
    .sort((a, b) => (b.price ?? 0) - (a.price ?? 0))[0]
}

/** A featured car's card with its finance estimate where the rules allow one. */
function FeaturedCar({ car, stock }: { car: Car; stock: TenantStock }) {
  const { tenant, now } = stock
  const card = vehicleCard(car, now, {
    tags: cardTagOptionsFor(tenant),
    prices: priceDisplayOptionsFor(tenant),
  })
  const lender = Object.values(car.finance_lenders ?? {})[0]
  const estimate =
    lender && car.price
      ? financeEstimate({ price: car.price, year: car.year, make: car.make, available: true }, lender, now)
      : null
  return (
    <section aria-labelledby="featured" className="property-featured">
      <h2 id="featured">Car of the week</h2>
      <VehicleCard {...card} actions={[{ label: 'View Details', href: card.href, variant: 'primary' }]} />
      {estimate ? (
        <p className="property-finance">
          Finance from {estimate.repayment}
          {estimate.rates
            ? ` at ${estimate.rates.interestText} (comparison rate ${estimate.rates.comparisonText})`
            : ''}
        </p>
      ) : null}
    </section>
  )
}

/** The property's page: the tenant's shell and theme, a featured car, and its stock searched in process. */
export function App({ stock, searchClient }: { stock: TenantStock; searchClient: SearchClient }) {
  const featured = carOfTheWeek(stock.cars)
  const cards = hitCardOptionsFor(stock.tenant)
  return (
    <TenantShell tenant={stock.tenant} content={{ models: [], pageTitles: new Map(), liveOffers: false }}>
      {/* The demo's car pictures are 16:9; the components' pictures are 4:3 unless the theme says otherwise. */}
      <style>{themeStyle({ mediaRatio: 16 / 9 })}</style>
      <h1>{stock.tenant.name}: cars for sale</h1>
      {featured ? <FeaturedCar car={featured} stock={stock} /> : null}
      <section aria-labelledby="stock">
        <h2 id="stock">Search our stock</h2>
        <InstantSearch
          searchClient={searchClient}
          indexName={indexName}
          future={{ preserveSharedStateOnUnmount: true }}
        >
          <SortWidget items={sorts} />
          <ResultsSummaryWidget />
          <SearchResults<SearchRecord>
            toCard={(hit) => ({
              ...hitCard(hit, stock.now, cards),
              actions: [{ label: 'View Details', href: `/cars/${hit.slug}`, variant: 'primary' }],
            })}
            empty={{ clearHref: '/' }}
          />
        </InstantSearch>
      </section>
    </TenantShell>
  )
}
