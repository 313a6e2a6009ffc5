import type { ReactNode } from 'react'
import { InstantSearch } from 'react-instantsearch'
import type { FakeSearchAnswer, FakeSearchClient } from '../test-utils/fake-search-client'
import type { VehicleCardProps } from '../vehicle-card/vehicle-card'

/** A search index hit as the demo index holds it. */
export interface DemoHit {
  objectID: string
  title: string
  price: number
  make: string
  [key: string]: unknown
}

export const demoHits: DemoHit[] = [
  { objectID: '1', title: '2023 Toyota HiLux', price: 54990, make: 'Toyota' },
  { objectID: '2', title: '2021 Mazda CX-5', price: 32490, make: 'Mazda' },
  { objectID: '3', title: '2024 Kia Sportage', price: 38990, make: 'Kia' },
]

export const demoAnswer: FakeSearchAnswer = {
  hits: demoHits,
  nbHits: 100,
  facets: {
    make: { Toyota: 2480, Mazda: 812, Kia: 598 },
    car_type: { used: 1234, new: 312, demo: 41 },
    price: { '32490': 1, '38990': 1, '54990': 1 },
  },
  facetsStats: { price: { min: 5000, max: 250000, avg: 42000, sum: 126000 } },
}

/** The site's `toCard`, reduced to what the tests and stories need. */
export const toDemoCard = (hit: DemoHit): VehicleCardProps => ({
  href: `/cars/${hit.objectID}`,
  title: hit.title,
  price: { text: `$${hit.price.toLocaleString('en-AU')}` },
})

/** InstantSearch over a fake client, with the options the site uses. */
export function DemoSearch({
  fake,
  children,
  initialUiState,
}: {
  fake: FakeSearchClient
  children: ReactNode
  initialUiState?: Record<string, unknown>
}) {
  return (
    <InstantSearch
      searchClient={fake.client}
      indexName="Car_production"
      initialUiState={initialUiState ? { Car_production: initialUiState } : undefined}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      {children}
    </InstantSearch>
  )
}
