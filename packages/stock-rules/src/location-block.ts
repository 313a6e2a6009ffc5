import type { Location } from './types/location.js'

/** What a location block shows (spec section 2, "Location block filters"). */
export type LocationBlockFilter =
  'primary' | 'sales' | 'service' | 'parts' | 'service-and-parts' | 'all' | number

/**
 * Locations of a location block (spec section 2): primary, sales, service, parts, service-and-parts, all, or one
 * location by id. Reading: a blank type counts as sales (as on the locations page's tabs), 'service' and 'parts'
 * also take combined service-and-parts locations, and 'primary' falls back to the first location when none is
 * marked primary.
 * @example locationBlockLocations(locations, 'service') // the service and service-and-parts locations
 */
export function locationBlockLocations<T extends Pick<Location, 'id' | 'location_type' | 'primary'>>(
  locations: readonly T[],
  filter: LocationBlockFilter,
): T[] {
  if (typeof filter === 'number') return locations.filter((location) => location.id === filter)
  if (filter === 'all') return [...locations]
  if (filter === 'primary') {
    const primary = locations.filter((location) => location.primary === true)
    return primary.length > 0 ? primary : locations.slice(0, 1)
  }
  return locations.filter((location) => {
    const type = location.location_type || 'sales'
    if (type === filter) return true
    return type === 'service-and-parts' && (filter === 'service' || filter === 'parts')
  })
}

/** How a location block lays its locations out. */
export type LocationBlockLayout =
  { kind: 'empty' } | { kind: 'single' } | { kind: 'grid'; columns: 2 | 3 | 4 }

/** The spec's grid thresholds (section 9, "Carousel/grid thresholds 3, 4, 6"). */
export const locationGridThresholds = { three: 3, four: 4, six: 6 } as const

/**
 * Layout of a location block (spec section 2): one location is a single large card with its map; several are a
 * grid whose column count follows the count: under 3 two columns, 3 three columns, over 3 four columns. Reading:
 * the spec's thresholds 3, 4 and 6 are the column counts at which the grid changes (3 and 4 columns) and, at 6 or
 * more, the block is long enough for the four-column grid to wrap into a second row.
 * @example locationBlockLayout(3) // { kind: 'grid', columns: 3 }
 */
export function locationBlockLayout(count: number): LocationBlockLayout {
  if (count <= 0) return { kind: 'empty' }
  if (count === 1) return { kind: 'single' }
  if (count < locationGridThresholds.three) return { kind: 'grid', columns: 2 }
  if (count === locationGridThresholds.three) return { kind: 'grid', columns: 3 }
  return { kind: 'grid', columns: 4 }
}
