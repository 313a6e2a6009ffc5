import type { SearchAttribute } from './attributes.js'
import {
  carTypePaths,
  itemTypeSegment,
  resolveSegments,
  targetRefinements,
  type CataloguePlace,
  type SearchCatalogue,
  type SearchPathTarget,
} from './catalogue.js'
import type { RefinementList } from './search-state.js'
import { slugify } from './slug.js'
import { decodeComponent } from './text.js'

/**
 * "default search path" (spec section 2, route table).
 * @example defaultSearchPath // '/search/new-used-and-demo-cars'
 */
export const defaultSearchPath = '/search/new-used-and-demo-cars'

/**
 * Prefix of every search route.
 * @default '/search/'
 */
export const searchPathPrefix = '/search/'

/**
 * What a search path stands for, or null when it is not a search route (a 404). Case, percent-encoding and a
 * trailing slash do not matter; see {@link resolveSegment} for how an ambiguous slug resolves.
 * @example parseSearchPath('/search/toyota/hilux', { makes: [{ name: 'Toyota', models: ['HiLux'] }] })
 * // { kind: 'make', make: 'Toyota', model: 'HiLux' }
 */
export function parseSearchPath(pathname: string, catalogue: SearchCatalogue): SearchPathTarget | null {
  if (pathname.slice(0, searchPathPrefix.length).toLowerCase() !== searchPathPrefix) return null
  const segments = pathname
    .slice(searchPathPrefix.length)
    .split('/')
    .filter((segment) => segment !== '')
    .map(decodeComponent)
  return resolveSegments(segments, catalogue)
}

/** The canonical path of a state's refinements, and the refinements it carries. */
export interface CanonicalPath {
  path: string
  /** The refinements the path stands for; every other refinement belongs in the query string. */
  carried: RefinementList
}

/**
 * The canonical path of a state's refinements. The path carries at most one dimension, the first that fits
 * in this priority: a single make of the catalogue (with a single model of that make) → `/search/{make}[/{model}]`;
 * a car-type set with its own path (`used-cars`, `demo-cars`, `new-cars`, `new-and-demo-cars`) or a single
 * item type → `/search/{cartype}-cars`; a single body; a single location; a single dealership. A candidate is
 * used only when the path resolves back to exactly that refinement (an ambiguous slug resolving to another
 * dimension keeps the refinement in the query string). Otherwise the default path.
 * @example buildSearchPath({ make: ['Toyota'], colour: ['White'] }, { makes: [{ name: 'Toyota' }] })
 * // { path: '/search/toyota', carried: { make: ['Toyota'] } }
 */
export function buildSearchPath(refinementList: RefinementList, catalogue: SearchCatalogue): CanonicalPath {
  for (const candidate of pathCandidates(refinementList, catalogue)) {
    const target = resolveSegments(candidate.segments, catalogue)
    if (target && sameRefinements(targetRefinements(target), candidate.carried)) {
      return { path: `${searchPathPrefix}${candidate.segments.join('/')}`, carried: candidate.carried }
    }
  }
  return { path: defaultSearchPath, carried: {} }
}

interface PathCandidate {
  segments: string[]
  carried: RefinementList
}

function pathCandidates(refinements: RefinementList, catalogue: SearchCatalogue): PathCandidate[] {
  const candidates: PathCandidate[] = []
  const add = (segments: string[], carried: RefinementList): void => {
    if (segments.every((segment) => segment !== '')) candidates.push({ segments, carried })
  }

  const make = single(refinements.make)
  const catalogueMake = (catalogue.makes ?? []).find((entry) => entry.name === make)
  if (make !== undefined && catalogueMake) {
    const model = single(refinements.model)
    if (model !== undefined && (catalogueMake.models ?? []).includes(model)) {
      add([slugify(make), slugify(model)], { make: [make], model: [model] })
    }
    add([slugify(make)], { make: [make] })
  }

  const carTypes = refinements.car_type ?? []
  const carTypePath = carTypePaths.find(
    (path) => path.carTypes.length > 0 && sameValues(path.carTypes, carTypes),
  )
  if (carTypePath) add([carTypePath.segment], { car_type: [...carTypePath.carTypes] })

  const itemType = single(refinements.item_type)
  if (itemType !== undefined && (catalogue.itemTypes ?? []).includes(itemType)) {
    add([itemTypeSegment(itemType)], { item_type: [itemType] })
  }

  const body = single(refinements.body)
  if (body !== undefined && (catalogue.bodies ?? []).includes(body)) add([slugify(body)], { body: [body] })

  const location = findPlace(catalogue.locations, single(refinements.location_name))
  if (location) add([slugify(location.slug)], { location_name: [location.name] })

  const dealership = findPlace(catalogue.dealerships, single(refinements.dealership_name))
  if (dealership) add([slugify(dealership.slug)], { dealership_name: [dealership.name] })

  return candidates
}

function single(values: readonly string[] | undefined): string | undefined {
  return values?.length === 1 ? values[0] : undefined
}

function findPlace(
  places: readonly CataloguePlace[] | undefined,
  name: string | undefined,
): CataloguePlace | undefined {
  return name === undefined ? undefined : (places ?? []).find((place) => place.name === name)
}

function sameValues(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index])
}

function sameRefinements(a: RefinementList, b: RefinementList): boolean {
  const keysA = Object.keys(a) as SearchAttribute[]
  const keysB = Object.keys(b) as SearchAttribute[]
  return keysA.length === keysB.length && keysA.every((key) => sameValues(a[key] ?? [], b[key] ?? []))
}
