import { capFacetCount } from '@forecourt/search-url'

/** A facet value as a tile: its label, how many cars, and the search it opens. */
export interface FacetTile {
  label: string
  count: number
  href: string
}

export interface FacetTilesProps {
  items: FacetTile[]
  /** Accessible name of the list. @defaultValue 'Browse by' */
  label?: string
  /** A count as shown. @defaultValue `'{count} cars'` with search-url's capFacetCount text ('1999+ cars') */
  countText?: (count: number) => string
}

const defaultCountText = (count: number) => `${capFacetCount(count).text} ${count === 1 ? 'car' : 'cars'}`

/** Links to searches by facet value, each tile with its count. */
export function FacetTiles({ items, label = 'Browse by', countText = defaultCountText }: FacetTilesProps) {
  if (!items.length) return null
  return (
    <ul className="fc-tiles" aria-label={label}>
      {items.map((item) => (
        <li key={item.href}>
          <a className="fc-tiles__tile" href={item.href}>
            <span className="fc-tiles__label">{item.label}</span>{' '}
            <span className="fc-tiles__count">{countText(item.count)}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
