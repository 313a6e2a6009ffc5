import {
  keepNamedModelParts,
  isComingSoon,
  modelBodies,
  modelListName,
  orderNowHref,
  sortByBodyType,
  sortBySeries,
} from '@forecourt/stock-rules'
import { imageCdnFor, imageUrl, type ModelRecord } from '@forecourt/tenant-config'
import type { ModelPageData, ModelsPage } from '../../site/catalogue-types'
import { plainText, sanitiseHtml, type TenantData } from '@forecourt/site-server'

/** Bodies written in capitals on the filter. */
const acronyms = new Set(['suv', 'ev', '4x4', 'mpv'])

/**
 * A body's label on the /models filter: 'suv' → 'SUV', 'cab-chassis' → 'Cab Chassis'.
 * @example bodyLabel('people-mover') // 'People Mover'
 */
export function bodyLabel(body: string): string {
  return body
    .trim()
    .split(/[\s_-]+/)
    .map((word) =>
      acronyms.has(word.toLowerCase()) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ')
}

const modelImage = (model: ModelRecord) => model.cloudfront_new_image_url ?? model.image_url ?? null

/**
 * The /models listing: every model of the tenant with its card data, and the bodies to filter by (spec §2: the
 * 'ALL-NEW' prefix and the short description cut are the listing component's, from stock-rules).
 * @example buildModelsPage(data).bodies // [{ value: 'ute', label: 'Ute' }, …]
 */
export function buildModelsPage({ tenant, content }: TenantData): ModelsPage {
  const cdn = imageCdnFor(tenant)
  return {
    models: content.models.map((model) => {
      const image = modelImage(model)
      return {
        href: `/models/${model.slug}`,
        name: model.name,
        status: model.status ?? null,
        body: model.body ?? null,
        ...(image ? { image: { src: imageUrl(image, { width: 800 }, cdn), alt: '' } } : {}),
        shortDescription: model.short_description ?? null,
      }
    }),
    bodies: modelBodies(content.models).map((body) => ({
      value: body.toLowerCase().replace(/[\s_]+/g, '-'),
      label: bodyLabel(body),
    })),
  }
}

/** The tenant's series order for a make (brands.seriesOrder, any letter case), or null when it sets none. */
function seriesOrderFor(
  tenant: TenantData['tenant'],
  make: string | null | undefined,
): readonly string[] | null {
  const orders = tenant.options.brands.seriesOrder
  const key = Object.keys(orders).find((candidate) => candidate.toLowerCase() === make?.trim().toLowerCase())
  return key === undefined ? null : (orders[key] ?? null)
}

/** A model's variants in its make's series order (spec section 9), or as the data lists them. */
const variantsInSeriesOrder = <T extends { series?: string | null }>(
  variants: readonly T[],
  order: readonly string[] | null,
) => (order ? sortBySeries(variants, (variant) => variant.series, order) : variants)

/**
 * A model page by slug, or null when the tenant has no such model (cut to the variants and colours `named`, for a
 * page's model block): the variants (in the make's series order where the
 * tenant sets one, features sanitised, each with its quote link), the colours sorted by body type, the model-level quote link (model_id and model_name only) and the
 * tenant's quote button text. A coming_soon model has no quote links (its image goes to #form-section).
 * @example buildModelPage(data, 'hilux')?.variants.length // 5
 */
export function buildModelPage(
  { tenant, content }: TenantData,
  slug: string,
  named: { variants?: readonly string[] | undefined; colours?: readonly string[] | undefined } = {},
): ModelPageData | null {
  const listed = content.models.find((model) => model.slug === slug)
  if (!listed) return null
  const kept = keepNamedModelParts({ variants: listed.model_variants, colours: listed.colours ?? [] }, named)
  const record = { ...listed, model_variants: kept.variants, colours: kept.colours }
  const cdn = imageCdnFor(tenant)
  const comingSoon = isComingSoon(record)
  const makeModel = [record.manufacturer, record.name].filter(Boolean).join(' ')
  const image = modelImage(record)
  const colours = sortByBodyType(record.colours ?? [], (colour) => colour.oem_id)
  const prices = record.model_variants
    .map((variant) => variant.dap_min_price)
    .filter((price): price is number => typeof price === 'number' && price > 0)
  const colourVariants = record.model_variants
    .map((variant) => variant.name)
    .filter((name) => colours.some((colour) => colour.model_variant_name === name))
  return {
    path: `/models/${record.slug}`,
    slug: record.slug,
    name: record.name,
    makeModel,
    title: modelListName({ name: makeModel, status: record.status ?? null }),
    description: plainText(record.short_description ?? '') || `Explore the ${makeModel} range.`,
    comingSoon,
    ...(image
      ? {
          image: {
            src: imageUrl(image, { width: 1200 }, cdn),
            srcSet: [640, 1200, 1600]
              .map((width) => `${imageUrl(image, { width }, cdn)} ${width}w`)
              .join(', '),
            alt: makeModel,
          },
        }
      : {}),
    quoteHref: comingSoon ? null : orderNowHref(record),
    quoteButtonText: tenant.options.models.quoteButtonText,
    variants: variantsInSeriesOrder(record.model_variants, seriesOrderFor(tenant, record.manufacturer)).map(
      (variant) => ({
        id: variant.id,
        name: variant.name,
        fullName: variant.full_name,
        series: variant.series ?? null,
        driveAwayPrice: variant.dap_min_price ?? null,
        ...(variant.image?.url
          ? { image: { src: imageUrl(variant.image.url, { width: 800 }, cdn), alt: '' } }
          : {}),
        sanitisedFeatures: variant.features
          .map((feature) => sanitiseHtml(feature))
          .filter((html) => html !== ''),
        quoteHref: comingSoon ? null : orderNowHref(record, variant),
      }),
    ),
    colours: colours.map((colour) => ({
      id: colour.id,
      name: colour.name,
      hexCode: colour.hexCode,
      image: imageUrl(colour.photo_url, { width: 1200 }, cdn),
      variantName: colour.model_variant_name ?? null,
      bodyType: colour.oem_id ?? null,
    })),
    colourVariants,
    prices: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
  }
}

/**
 * The model paths for sitemap.xml: /models and each model page.
 * @example modelPaths(data) // ['/models', '/models/hilux', …]
 */
export function modelPaths({ content }: TenantData): string[] {
  return content.models.length ? ['/models', ...content.models.map((model) => `/models/${model.slug}`)] : []
}

/**
 * The model a page's block names, by slug or by name (with or without its make), without case.
 * @example modelSlugNamed(data, 'Niro') // 'niro'
 */
export function modelSlugNamed({ content }: TenantData, name: string): string | null {
  const key = name.trim().toLowerCase()
  const found = content.models.find((model) =>
    [model.slug, model.name, `${model.manufacturer ?? ''} ${model.name}`].some(
      (candidate) => candidate.trim().toLowerCase() === key,
    ),
  )
  return found?.slug ?? null
}
