import { priceSliderDefaults } from '@forecourt/search-url'
import { useId } from 'react'
import { FacetTiles, type FacetTile } from '../facet-tiles/facet-tiles'
import { formatDollars } from '../format'
import { RangeFilter, type RangeFilterValue } from '../range-filter/range-filter'

export interface PriceRangeSliderPageProps {
  /** @defaultValue 'Search by price' */
  heading?: string
  /** @defaultValue 5000 (search-url's priceSliderDefaults) */
  min?: number
  /** @defaultValue 250000 */
  max?: number
  /** @defaultValue 500 */
  step?: number
  value: RangeFilterValue
  /** Called with the new range when a handle is released or a box is left. */
  onChange: (range: RangeFilterValue) => void
  /** The search for the chosen range sorted by highest price (search-url's `priceRangeSearchState`). */
  seeResultsHref: string
  /** @defaultValue 'See results' */
  seeResultsLabel?: string
  /** Facet item tiles with their counts. */
  tiles: FacetTile[]
  /** @defaultValue 'Browse by price' */
  tilesLabel?: string
  /** @defaultValue whole dollars, e.g. '$25,000' */
  format?: (value: number) => string
}

/**
 * The price-range slider page: two handles that never meet, a 'See results' link to the chosen range sorted by
 * price descending, and facet tiles with counts.
 */
export function PriceRangeSliderPage({
  heading = 'Search by price',
  min = priceSliderDefaults.min,
  max = priceSliderDefaults.max,
  step = priceSliderDefaults.step,
  value,
  onChange,
  seeResultsHref,
  seeResultsLabel = 'See results',
  tiles,
  tilesLabel = 'Browse by price',
  format = formatDollars,
}: PriceRangeSliderPageProps) {
  const id = useId()
  return (
    <section className="fc-section fc-price-page" aria-labelledby={id}>
      <h1 className="fc-section__heading" id={id}>
        {heading}
      </h1>
      <div className="fc-price-page__slider">
        <RangeFilter
          label="Price"
          min={min}
          max={max}
          step={step}
          value={value}
          onChange={onChange}
          format={format}
        />
        <a className="fc-button" href={seeResultsHref}>
          {seeResultsLabel}
        </a>
      </div>
      <FacetTiles items={tiles} label={tilesLabel} />
    </section>
  )
}
