import type { Location, LocationType } from './types/location.js'
import { isMissing } from './missing.js'

/** Sort order of location types (spec section 9): blank, sales, used, service, parts. */
export const locationTypeOrder: readonly LocationType[] = ['', 'sales', 'used', 'service', 'parts']

function typeRank(type: LocationType | null | undefined): number {
  const rank = locationTypeOrder.indexOf(type ?? '')
  return rank === -1 ? locationTypeOrder.length : rank
}

/**
 * Locations sorted by type (spec section 9): blank, sales, used, service, parts. Reading: other
 * types (service-and-parts) come last; the sort is stable.
 * @example sortLocations([{ location_type: 'parts' }, { location_type: 'sales' }]) // sales first
 */
export function sortLocations<T extends Pick<Location, 'location_type'>>(locations: readonly T[]): T[] {
  return [...locations].sort((a, b) => typeRank(a.location_type) - typeRank(b.location_type))
}

/**
 * Location filter (spec section 5): case-insensitive substring match on name, postcode, street or
 * location type. A blank query keeps every location.
 * @example filterLocations(locations, '4000') // the locations in postcode 4000
 */
export function filterLocations<T extends Pick<Location, 'name' | 'address' | 'location_type'>>(
  locations: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLowerCase()
  if (needle === '') return [...locations]
  return locations.filter((location) =>
    [location.name, location.address?.postcode, location.address?.street, location.location_type].some(
      (field) => field?.toLowerCase().includes(needle),
    ),
  )
}

/** A tab of the locations page: one location type with its locations. */
export interface LocationTab<T> {
  type: Exclude<LocationType, ''>
  locations: T[]
}

/**
 * Location tabs (spec section 2): one tab per location type, blank shown as sales, in sort order.
 * @example locationTabs([{ location_type: '' }, { location_type: 'service' }]) // [{ type: 'sales', … }, { type: 'service', … }]
 */
export function locationTabs<T extends Pick<Location, 'location_type'>>(
  locations: readonly T[],
): LocationTab<T>[] {
  const tabs: LocationTab<T>[] = []
  for (const location of sortLocations(locations)) {
    const type = location.location_type || 'sales'
    const tab = tabs.find((candidate) => candidate.type === type)
    if (tab) tab.locations.push(location)
    else tabs.push({ type, locations: [location] })
  }
  return tabs
}

/** Department suffixes dropped from a location name for its contact page (spec section 2). */
export const departmentSuffixes = [' - Sales', ' - Service', ' - Parts'] as const

/**
 * Slug of a location's contact page, `/contact-us/{slug}`: the name without ' - Sales', ' - Service'
 * or ' - Parts', lower-cased with non-alphanumerics as single hyphens.
 * @example contactUsSlug('Brisbane Toyota - Service') // 'brisbane-toyota'
 */
export function contactUsSlug(name: string): string {
  const suffix = departmentSuffixes.find((candidate) => name.endsWith(candidate))
  const base = suffix ? name.slice(0, -suffix.length) : name
  return base
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Mean Earth radius in kilometres (spec section 9). */
export const earthRadiusKm = 6371

/** A point on the map. */
export interface LatLng {
  lat: number
  lng: number
}

/**
 * Great-circle distance in kilometres by the haversine formula with Earth radius 6371 km.
 * @example distanceKm({ lat: -27.4698, lng: 153.0251 }, { lat: -33.8688, lng: 151.2093 }) // ≈ 732
 */
export function distanceKm(from: LatLng, to: LatLng): number {
  const radians = (degrees: number): number => (degrees * Math.PI) / 180
  const dLat = radians(to.lat - from.lat)
  const dLng = radians(to.lng - from.lng)
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)))
}

/**
 * Locations nearest first, with their distance; locations without coordinates come last.
 * @example sortByDistance(locations, { lat: -27.47, lng: 153.03 })[0]?.distanceKm
 */
export function sortByDistance<T extends Pick<Location, 'address'>>(
  locations: readonly T[],
  origin: LatLng,
): Array<{ location: T; distanceKm: number | null }> {
  return locations
    .map((location) => {
      const lat = location.address?.lat
      const lng = location.address?.long
      return {
        location,
        distanceKm: isMissing(lat) || isMissing(lng) ? null : distanceKm(origin, { lat, lng }),
      }
    })
    .sort((a, b) => (a.distanceKm ?? Number.POSITIVE_INFINITY) - (b.distanceKm ?? Number.POSITIVE_INFINITY))
}
