import { formatMoney } from '@forecourt/finance-math'
import type { TruncatedText } from './text.js'
import type { Model, ModelColour, ModelVariant } from './types/catalogue.js'

/** Model page constants (spec section 9, "Model page"). */
export const modelPage = {
  /** Variant features shown before View more. */
  featuresCollapsed: 8,
  /** The variants block is a slider above this many variants, a grid up to it. */
  gridMaxVariants: 2,
  /** Slider arrows show from this many variants. */
  arrowsMinVariants: 4,
  /** Short descriptions on the listing are cut to about this many characters. */
  shortDescriptionLimit: 75,
  /** Prefix of coming_soon models' names. */
  allNewPrefix: 'ALL-NEW',
  /** The body-type tab bar shows with at least this many body types… */
  bodyTabsMinBodyTypes: 3,
  /** …and more than this many colours. */
  bodyTabsMinColoursExclusive: 15,
} as const

/** The price slider of the model page (spec section 9): step 500, 5000 to 250000, 300 ms expand animation. */
export const modelPriceSlider = {
  step: 500,
  min: 5000,
  max: 250_000,
  expandMs: 300,
} as const

/** The anchor a coming_soon model's image and quote link go to (spec section 2, "Routes"). */
export const modelFormAnchor = '#form-section'

/** The quote form page of a model (spec section 2, "Routes"). */
export const orderNowPath = '/models/order-now'

/**
 * Whether a model is not on sale yet: its quote button is hidden and its image links to the form.
 * @example isComingSoon({ status: 'coming_soon' }) // true
 */
export function isComingSoon(model: Pick<Model, 'status'>): boolean {
  return model.status === 'coming_soon'
}

/**
 * A model's name on the listing: 'ALL-NEW ' before coming_soon models' names.
 * @example modelListName({ name: 'Tasman', status: 'coming_soon' }) // 'ALL-NEW Tasman'
 */
export function modelListName(model: Pick<Model, 'name' | 'status'>): string {
  return isComingSoon(model) ? `${modelPage.allNewPrefix} ${model.name}` : model.name
}

/**
 * A model's short description as the listing shows it: cut to about 75 characters with '...'. Reading: "about"
 * lets the cut go back to the last word end within the limit, so no word is split.
 * @example modelShortDescription('short') // { text: 'short', truncated: false }
 */
export function modelShortDescription(text: string | null | undefined): TruncatedText {
  const chars = Array.from(text?.trim() ?? '')
  const limit = modelPage.shortDescriptionLimit
  if (chars.length <= limit) return { text: chars.join(''), truncated: false }
  const kept = chars.slice(0, limit).join('')
  // A cut inside a word goes back to the word's start (when the text has an earlier space).
  const splitsWord = /\S/.test(chars[limit] ?? '') && /\S$/.test(kept)
  const wordStart = splitsWord ? kept.search(/\S+$/) : -1
  const shown = (wordStart > 0 ? kept.slice(0, wordStart) : kept).replace(/[\s,;:.-]+$/, '')
  return { text: `${shown}...`, truncated: true }
}

/**
 * Models of a body (the listing's `?body=` filter), in their order; no body gives every model. Reading: bodies
 * match in any letter case, and spaces, underscores and hyphens are the same ('Cab Chassis' = 'cab-chassis').
 * @example modelsOfBody(models, 'suv')
 */
export function modelsOfBody<T extends Pick<Model, 'body'>>(models: readonly T[], body?: string | null): T[] {
  const wanted = bodyKey(body)
  return wanted ? models.filter((model) => bodyKey(model.body) === wanted) : [...models]
}

/**
 * The distinct bodies of models, in first-seen order (the listing's filter choices).
 * @example modelBodies([{ body: 'suv' }, { body: 'ute' }, { body: 'SUV' }]) // ['suv', 'ute']
 */
export function modelBodies(models: readonly Pick<Model, 'body'>[]): string[] {
  const seen = new Map<string, string>()
  for (const model of models) {
    const key = bodyKey(model.body)
    if (key && !seen.has(key)) seen.set(key, model.body?.trim() ?? key)
  }
  return [...seen.values()]
}

function bodyKey(body: string | null | undefined): string {
  return (body ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
}

/**
 * The variants block's heading: 'Which {make model} will you choose?', or '{make model} Features' for a single
 * variant.
 * @example variantsHeading('Toyota HiLux', 5) // 'Which Toyota HiLux will you choose?'
 */
export function variantsHeading(makeModel: string, variantCount: number): string {
  return variantCount === 1 ? `${makeModel} Features` : `Which ${makeModel} will you choose?`
}

/** How the variants block lays out its cards. */
export interface VariantLayout {
  kind: 'grid' | 'slider'
  /** Previous/next arrows (only for sliders of 4 or more). */
  arrows: boolean
}

/**
 * The variants block's layout: a grid for 2 or fewer variants, a swipe slider for 3 or more, arrows only for 4 or
 * more.
 * @example variantLayout(3) // { kind: 'slider', arrows: false }
 */
export function variantLayout(variantCount: number): VariantLayout {
  return {
    kind: variantCount <= modelPage.gridMaxVariants ? 'grid' : 'slider',
    arrows: variantCount >= modelPage.arrowsMinVariants,
  }
}

/**
 * An index moved by `step` within `count` entries, wrapping at both ends (the colour viewer's variant and colour).
 * @example wrapIndex(0, -1, 5) // 4
 */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0
  return (((index + step) % count) + count) % count
}

/**
 * Whether the colour viewer adds a body-type tab bar: 3 or more body types and more than 15 colours.
 * @example showBodyTypeTabs(colours) // true for 16 colours over wagon, sedan and hatch
 */
export function showBodyTypeTabs(colours: readonly Pick<ModelColour, 'oem_id'>[]): boolean {
  const bodyTypes = new Set(colours.map((colour) => colour.oem_id?.trim()).filter(Boolean))
  return (
    bodyTypes.size >= modelPage.bodyTabsMinBodyTypes && colours.length > modelPage.bodyTabsMinColoursExclusive
  )
}

/**
 * Whole dollars with commas, as the model page writes prices: rounded to the dollar.
 * @example wholeDollars(38090.6) // '$38,091'
 */
export function wholeDollars(amount: number): string {
  // Rounded first, half up as the model page always has, then written as every other price on the site is. A small
  // negative amount rounds to -0, which formatMoney would write '-$0'.
  return formatMoney(Math.round(amount) || 0)
}

/**
 * A price slider value kept in bounds and on its 500 step (defaults 5000 to 250000).
 * @example clampSliderPrice(12_740) // 12_500
 */
export function clampSliderPrice(
  value: number,
  bounds: { min?: number; max?: number; step?: number } = {},
): number {
  const { min = modelPriceSlider.min, max = modelPriceSlider.max, step = modelPriceSlider.step } = bounds
  if (!Number.isFinite(value)) return min
  const stepped = min + Math.round((value - min) / step) * step
  return Math.min(max, Math.max(min, stepped))
}

/**
 * The quote link of a model or a variant: '/models/order-now?model_id={model slug}&model_name={name}', a variant
 * adding '&vehicle={encoded variant full name}'; a coming_soon model's link is the anchor '#form-section'.
 * @example orderNowHref({ slug: 'hilux', name: 'HiLux' }) // '/models/order-now?model_id=hilux&model_name=HiLux'
 */
export function orderNowHref(
  model: Pick<Model, 'slug' | 'name' | 'status'>,
  variant?: Pick<ModelVariant, 'full_name'>,
): string {
  if (isComingSoon(model)) return modelFormAnchor
  const query = [
    `model_id=${encodeURIComponent(model.slug)}`,
    `model_name=${encodeURIComponent(model.name)}`,
    ...(variant ? [`vehicle=${encodeURIComponent(variant.full_name)}`] : []),
  ]
  return `${orderNowPath}?${query.join('&')}`
}

/** Names as a page writes them: compared without case or surrounding spaces. */
const nameKey = (name: string | null | undefined) => (name ?? '').trim().toLowerCase()

/**
 * A model cut to the variants and colours a page names (spec §7 "Loading model data by model name": "filtered blocks
 * keep only named variants and colours"). A variant is named by its name or full name; a colour by its name, and when
 * variants are named it goes with its variant if that one is not kept. An empty or missing list keeps every one of
 * its kind (and leaves the data as it is, whatever its colours' variant names say), so
 * `{ colours: ['Soul Red'] }` shows every variant in Soul Red only.
 * @example keepNamedModelParts({ variants, colours }, { variants: ['S Hybrid'] }).variants.map((v) => v.name) // ['S Hybrid']
 */
export function keepNamedModelParts<
  V extends Pick<ModelVariant, 'name' | 'full_name'>,
  C extends Pick<ModelColour, 'name' | 'model_variant_name'>,
>(
  model: { variants: readonly V[]; colours: readonly C[] },
  named: { variants?: readonly string[] | undefined; colours?: readonly string[] | undefined },
): { variants: V[]; colours: C[] } {
  const variantNames = new Set((named.variants ?? []).map(nameKey))
  const colourNames = new Set((named.colours ?? []).map(nameKey))
  const variants = variantNames.size
    ? model.variants.filter(
        (variant) => variantNames.has(nameKey(variant.name)) || variantNames.has(nameKey(variant.full_name)),
      )
    : [...model.variants]
  const kept = new Set(variants.map((variant) => nameKey(variant.name)))
  const colours = model.colours.filter(
    (colour) =>
      (!colourNames.size || colourNames.has(nameKey(colour.name))) &&
      (!variantNames.size || !colour.model_variant_name || kept.has(nameKey(colour.model_variant_name))),
  )
  return { variants, colours }
}
