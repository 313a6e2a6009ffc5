import {
  DeliveryCalculator,
  FuelCostCalculator,
  PriceComparison,
  VehicleMap,
} from '@forecourt/components/vehicle'
import { telHref } from '@forecourt/components'
import type { AutogaugeResponse } from '@forecourt/stock-rules'
import { useEffect, useRef, useState } from 'react'
import { FinanceCalculatorSection } from '../forms-pages/finance-calculator-section'
import type { VehiclePage } from '../site/vehicle-types'
import type { FinanceQuote } from '../site/finance-quote'
import { deliveryEstimate, loadGauge } from './vehicle-services'

// The vehicle page's calculators, price comparison and map: one module the page loads on demand (LazyBlock), so
// finance-math's calculator, the gauge and the map stay out of the page's first load.

/** The finance calculator with the tenant's preset, firing analytics event 26 on the first change. */
export function VehicleFinanceCalculator({
  page,
  loading,
  quote,
}: {
  page: VehiclePage
  /** The quote service's answer is on its way (the figures show '...'). */
  loading: boolean
  /** The quote the page asked for, once answered. */
  quote: FinanceQuote | null
}) {
  const { finance } = page
  const lender =
    finance.lender ??
    (quote ? { interestRate: quote.advertisedRate, comparisonRate: quote.comparisonRate } : null)
  return (
    <FinanceCalculatorSection
      // A quote that arrives starts the calculator again at its rate (before the shopper has changed anything).
      key={quote ? 'quoted' : 'default'}
      loading={loading}
      settings={finance.calculator}
      price={finance.price}
      lender={lender}
      disclaimer={finance.disclaimer}
      carId={page.carId}
    />
  )
}

/** The fuel cost calculator with the tenant's defaults and the car's consumption. */
export function VehicleFuelCalculator({ fuel }: { fuel: NonNullable<VehiclePage['fuel']> }) {
  return (
    <FuelCostCalculator
      consumption={fuel.litresPer100km}
      pricePerLitre={fuel.pricePerLitre}
      distanceKm={fuel.kmPerWeek}
    />
  )
}

/** The delivery calculator over the site's delivery estimate endpoint. */
export function VehicleDeliveryCalculator() {
  return <DeliveryCalculator estimate={deliveryEstimate} />
}

/** The price comparison: a skeleton while the valuation loads, nothing when there is none. */
export function VehiclePriceComparison({ slug }: { slug: string }) {
  const [gauge, setGauge] = useState<AutogaugeResponse | null | undefined>(undefined)
  const asked = useRef(false)
  useEffect(() => {
    if (asked.current) return
    asked.current = true
    void loadGauge(slug).then(setGauge)
  }, [slug])
  return (
    <PriceComparison
      state={
        gauge === undefined
          ? { status: 'loading' }
          : gauge
            ? { status: 'ready', gauge }
            : { status: 'hidden' }
      }
    />
  )
}

/** The vehicle map of the car's location. */
export function VehicleLocationMap({ page }: { page: VehiclePage }) {
  const location = page.location
  if (!location || typeof location.lat !== 'number' || typeof location.lng !== 'number') return null
  return (
    <VehicleMap
      id="vehicle-map"
      location={{
        name: location.name,
        address: location.address,
        phone:
          location.phone && location.phoneText
            ? { text: location.phoneText, href: telHref(location.phone) }
            : null,
        lat: location.lat,
        lng: location.lng,
      }}
      map={page.map}
    />
  )
}
