/** Body types (spec section 9). */
export const bodyTypes = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'ev',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'prestige',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
] as const

/** One of {@link bodyTypes}. */
export type BodyType = (typeof bodyTypes)[number]

/**
 * Whether a string is one of the spec's body types.
 * @example isBodyType('peopleMover') // true
 */
export function isBodyType(value: string): value is BodyType {
  return (bodyTypes as readonly string[]).includes(value)
}

/** Tenant option of body-name normalisation. */
export interface BodyNameOptions {
  /**
   * Regional suffixes dropped from names.
   * @default [' Australia', ' AU', ' NZ']
   */
  regionalSuffixes?: readonly string[] | undefined
}

/** Default of {@link BodyNameOptions.regionalSuffixes}. */
export const defaultRegionalSuffixes: readonly string[] = [' Australia', ' AU', ' NZ']

/**
 * A body or make name as lists show it (spec section 9): a regional suffix dropped (e.g.
 * 'Hyundai Australia' → 'Hyundai') and any letter case of the word 'UTE' written 'Ute'.
 * Reading: suffixes match case-insensitively at the end only.
 * @example normaliseBodyName('Isuzu UTE Australia') // 'Isuzu Ute'
 */
export function normaliseBodyName(name: string, options: BodyNameOptions = {}): string {
  let result = name.trim()
  const suffixes = options.regionalSuffixes ?? defaultRegionalSuffixes
  const suffix = suffixes.find((candidate) => result.toLowerCase().endsWith(candidate.toLowerCase()))
  if (suffix && result.length > suffix.length) result = result.slice(0, -suffix.length).trimEnd()
  return result.replace(/\bute\b/gi, 'Ute')
}

/** Tenant option of model-number prefixes. */
export interface ModelNumberOptions {
  /**
   * Prefix per make for model names that are bare numbers, e.g. `{ Mazda: 'Mazda' }` makes '3' 'Mazda3'.
   * @default {}
   */
  modelNumberPrefixes?: Readonly<Record<string, string>> | undefined
}

/**
 * A model name with its make's prefix when it is a bare model number (spec section 9: two brands'
 * model numbers get a prefix). Reading: only all-digit names get it; the make matches in any case.
 * @example prefixModelNumber('3', 'Mazda', { modelNumberPrefixes: { Mazda: 'Mazda' } }) // 'Mazda3'
 */
export function prefixModelNumber(model: string, make: string, options: ModelNumberOptions = {}): string {
  const prefixes = options.modelNumberPrefixes ?? {}
  const key = Object.keys(prefixes).find((candidate) => candidate.toLowerCase() === make.trim().toLowerCase())
  const prefix = key === undefined ? undefined : prefixes[key]
  return prefix !== undefined && /^\d+$/.test(model.trim()) ? `${prefix}${model.trim()}` : model
}

/** Body-type sort ranks of model colours (spec section 9). */
export const bodyTypeRanks: Readonly<Record<string, number>> = {
  wagon: 1,
  sedan: 2,
  hatch: 3,
  dual_cab: 1,
  extra_cab: 2,
  single_cab: 3,
  '2_door': 1,
  '4_door': 2,
}

/**
 * Sort rank of a body type (spec section 9): wagon 1, sedan 2, hatch 3, dual_cab 1, extra_cab 2,
 * single_cab 3, 2_door 1, 4_door 2. Reading: unknown or missing body types rank last.
 * @example bodyTypeRank('sedan') // 2
 */
export function bodyTypeRank(bodyType: string | null | undefined): number {
  return bodyTypeRanks[bodyType?.trim().toLowerCase() ?? ''] ?? Number.POSITIVE_INFINITY
}

/**
 * Items (e.g. model colours by `oem_id`) stably sorted by body-type rank.
 * @example sortByBodyType(colours, (colour) => colour.oem_id)
 */
export function sortByBodyType<T>(
  items: readonly T[],
  bodyTypeOf: (item: T) => string | null | undefined,
): T[] {
  return [...items].sort((a, b) => {
    const rankA = bodyTypeRank(bodyTypeOf(a))
    const rankB = bodyTypeRank(bodyTypeOf(b))
    return rankA === rankB ? 0 : rankA < rankB ? -1 : 1
  })
}

/** Series order for the brand that uses one (spec section 9). */
export const defaultSeriesOrder: readonly string[] = ['duo', 'city', 'sport']

/**
 * Items stably sorted by series in the given order (default duo, city, sport); matching is
 * case-insensitive and unknown series come last.
 * @example sortBySeries(['Sport', 'Duo'], (s) => s) // ['Duo', 'Sport']
 */
export function sortBySeries<T>(
  items: readonly T[],
  seriesOf: (item: T) => string | null | undefined,
  order: readonly string[] = defaultSeriesOrder,
): T[] {
  const rank = (item: T): number => {
    const index = order.findIndex((series) => series.toLowerCase() === seriesOf(item)?.trim().toLowerCase())
    return index === -1 ? order.length : index
  }
  return [...items].sort((a, b) => rank(a) - rank(b))
}
