import type { SearchAttribute } from './attributes.js'
import type { SortKey } from './sort-options.js'
import { slugify } from './slug.js'

/** A make of the tenant's stock with its models, each exactly as the search index's facet values spell it. */
export interface CatalogueMake {
  name: string
  /** @default [] */
  models?: readonly string[]
}

/** A location or dealership: its URL slug and the name its cars carry (`location_name`, `dealership_name`). */
export interface CataloguePlace {
  slug: string
  name: string
}

/**
 * What a tenant sells and where, as plain data: the values that may appear as a path segment. A value that is
 * not listed here still works as a filter, in the query string.
 */
export interface SearchCatalogue {
  /**
   * The tenant's default sort: a URL without `sortBy` means it, and it is never written to a URL.
   * @default 'relevant'
   */
  defaultSort?: SortKey
  /** @default [] */
  makes?: readonly CatalogueMake[]
  /** Body names as facet values, e.g. 'SUV', 'Cab Chassis'. @default [] */
  bodies?: readonly string[]
  /** @default [] */
  locations?: readonly CataloguePlace[]
  /** @default [] */
  dealerships?: readonly CataloguePlace[]
  /** Item types with their own `/search/{cartype}-cars` path, e.g. 'caravan', 'motorcycle'. @default [] */
  itemTypes?: readonly string[]
}

/**
 * The routes with a fixed car-type set (spec section 2): `new-used-and-demo-cars` is the default search path
 * and means no car-type filter.
 * @example carTypePaths.find((path) => path.segment === 'new-and-demo-cars')?.carTypes // ['new', 'demo']
 */
export const carTypePaths: readonly { segment: string; carTypes: readonly string[] }[] = [
  { segment: 'new-used-and-demo-cars', carTypes: [] },
  { segment: 'used-cars', carTypes: ['used'] },
  { segment: 'demo-cars', carTypes: ['demo'] },
  { segment: 'new-cars', carTypes: ['new'] },
  { segment: 'new-and-demo-cars', carTypes: ['new', 'demo'] },
]

/**
 * Suffix of the `/search/{cartype}-cars` route.
 * @default '-cars'
 */
export const itemTypePathSuffix = '-cars'

/** What a search path stands for: the dimension it carries and its exact catalogue value. */
export type SearchPathTarget =
  | { kind: 'car-type'; segment: string; carTypes: readonly string[] }
  | { kind: 'item-type'; itemType: string }
  | { kind: 'make'; make: string; model?: string }
  | { kind: 'body'; body: string }
  | { kind: 'location'; location: CataloguePlace }
  | { kind: 'dealership'; dealership: CataloguePlace }

/**
 * What one path segment after `/search/` stands for. An ambiguous slug resolves in this order, first match
 * wins: the fixed car-type paths, `{cartype}-cars` of the tenant's item types, a make, a body, a location slug,
 * a dealership slug. The segment is compared by its slug, so case and encoding do not matter.
 * @example resolveSegment('toyota', { makes: [{ name: 'Toyota' }], locations: [{ slug: 'toyota', name: 'Toyota Central' }] })
 * // { kind: 'make', make: 'Toyota' }
 */
export function resolveSegment(segment: string, catalogue: SearchCatalogue): SearchPathTarget | null {
  const slug = slugify(segment)
  if (slug === '') return null
  const fixed = carTypePaths.find((path) => path.segment === slug)
  if (fixed) return { kind: 'car-type', segment: fixed.segment, carTypes: fixed.carTypes }
  const itemType = (catalogue.itemTypes ?? []).find((type) => itemTypeSegment(type) === slug)
  if (itemType !== undefined) return { kind: 'item-type', itemType }
  const make = findMake(slug, catalogue)
  if (make) return { kind: 'make', make: make.name }
  const body = (catalogue.bodies ?? []).find((name) => slugify(name) === slug)
  if (body !== undefined) return { kind: 'body', body }
  const location = (catalogue.locations ?? []).find((place) => slugify(place.slug) === slug)
  if (location) return { kind: 'location', location }
  const dealership = (catalogue.dealerships ?? []).find((place) => slugify(place.slug) === slug)
  if (dealership) return { kind: 'dealership', dealership }
  return null
}

/**
 * What the segments after `/search/` stand for: one segment as {@link resolveSegment}, or `{make}/{model}`
 * with a model of that make. Anything else is not a search route (null).
 * @example resolveSegments(['toyota', 'hilux'], { makes: [{ name: 'Toyota', models: ['HiLux'] }] })
 * // { kind: 'make', make: 'Toyota', model: 'HiLux' }
 */
export function resolveSegments(
  segments: readonly string[],
  catalogue: SearchCatalogue,
): SearchPathTarget | null {
  const [first, second] = segments
  if (first === undefined || segments.length > 2) return null
  if (second === undefined) return resolveSegment(first, catalogue)
  const make = findMake(slugify(first), catalogue)
  const modelSlug = slugify(second)
  const model = modelSlug === '' ? undefined : make?.models?.find((name) => slugify(name) === modelSlug)
  return make && model !== undefined ? { kind: 'make', make: make.name, model } : null
}

/**
 * Every attribute a search path can refine (`/search/{dealership}`, `/search/used/{make}/{model}`…): what
 * {@link targetRefinements} may return. A search UI that shows no filter for one of these still has to own it, or
 * InstantSearch drops the path's refinement.
 * @example pathTargetAttributes.includes('dealership_name') // true
 */
export const pathTargetAttributes = [
  'car_type',
  'make',
  'model',
  'body',
  'item_type',
  'location_name',
  'dealership_name',
] as const satisfies readonly SearchAttribute[]

/** An attribute a search path can refine. */
export type PathTargetAttribute = (typeof pathTargetAttributes)[number]

/**
 * The refinements a path target stands for.
 * @example targetRefinements({ kind: 'location', location: { slug: 'southport', name: 'Southport Toyota' } })
 * // { location_name: ['Southport Toyota'] }
 */
export function targetRefinements(target: SearchPathTarget): Partial<Record<PathTargetAttribute, string[]>> {
  switch (target.kind) {
    case 'car-type':
      return target.carTypes.length > 0 ? { car_type: [...target.carTypes] } : {}
    case 'item-type':
      return { item_type: [target.itemType] }
    case 'make':
      return target.model === undefined
        ? { make: [target.make] }
        : { make: [target.make], model: [target.model] }
    case 'body':
      return { body: [target.body] }
    case 'location':
      return { location_name: [target.location.name] }
    case 'dealership':
      return { dealership_name: [target.dealership.name] }
  }
}

/**
 * The path segment of an item type: its slug plus '-cars' (the route `/search/{cartype}-cars`).
 * @example itemTypeSegment('Caravan') // 'caravan-cars'
 */
export function itemTypeSegment(itemType: string): string {
  const slug = slugify(itemType)
  return slug === '' ? '' : `${slug}${itemTypePathSuffix}`
}

function findMake(slug: string, catalogue: SearchCatalogue): CatalogueMake | undefined {
  return slug === '' ? undefined : (catalogue.makes ?? []).find((make) => slugify(make.name) === slug)
}
