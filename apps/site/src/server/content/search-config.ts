import { defaultFilterSwitches, sortOptions as allSortOptions, type SortKey } from '@forecourt/search-url'
import { isPromoNodeLive, listLabels } from '@forecourt/stock-rules'
import { hitCardOptionsFor, imageCdnFor, imageUrl } from '@forecourt/tenant-config'
import type { SearchPageConfig } from '../../search/search-config'
import type { TenantData } from '@forecourt/site-server'

/** tenant-config names the sorts as configuration files do; search-url as URLs do. */
const sortKeyOf: Record<string, SortKey> = {
  relevance: 'relevant',
  latest: 'latest',
  'price-desc': 'price_desc',
  'price-asc': 'price_asc',
}

const unique = (values: Iterable<string | null | undefined>) =>
  [...new Set([...values].filter((value): value is string => Boolean(value)))].sort((a, b) =>
    a.localeCompare(b),
  )

/**
 * The tenant's search configuration: where search is answered, its sorts, filter switches and cards, and the
 * catalogue (makes with models, bodies, locations, dealerships, item types) that search URLs are read against.
 * @example buildSearchConfig(data).catalogue.makes?.[0] // { name: 'Kia', models: ['Carnival', …] }
 */
export function buildSearchConfig(
  { tenant, cars, content }: TenantData,
  now: Date,
): Omit<SearchPageConfig, 'now'> {
  const search = tenant.options.search
  const cdn = imageCdnFor(tenant)
  const defaultSort = sortKeyOf[search.defaultSort] ?? 'relevant'
  const tenantSorts = (search.sortOptions ?? Object.keys(sortKeyOf))
    .map((key) => sortKeyOf[key])
    .filter(Boolean)
  const makes = unique(cars.map((car) => car.make)).map((name) => ({
    name,
    models: unique(cars.filter((car) => car.make === name).map((car) => car.model)),
  }))
  const locationNames = new Set(cars.map((car) => car.location_name))
  const indexName = tenant.search.indexName ?? 'Car_production'
  return {
    tenantName: tenant.name,
    provider: tenant.search.provider,
    appId: tenant.search.appId,
    apiKey: tenant.search.apiKey,
    indexName,
    replicas: {
      latest: tenant.search.replicas?.latest ?? `${indexName}_latest`,
      price_desc: tenant.search.replicas?.['price-desc'] ?? `${indexName}_price_desc`,
      price_asc: tenant.search.replicas?.['price-asc'] ?? `${indexName}_price_asc`,
    },
    defaultSort,
    sortOptions: allSortOptions
      .filter((option) => tenantSorts.includes(option.key) || option.key === defaultSort)
      .map((option) => ({ value: option.key, label: option.label })),
    catalogue: {
      defaultSort,
      makes,
      bodies: unique(cars.map((car) => car.body)),
      locations: tenant.locations.flatMap((location) =>
        location.slug && locationNames.has(location.name)
          ? [{ slug: location.slug, name: location.name }]
          : [],
      ),
      dealerships: tenant.dealerships.flatMap((dealership) =>
        dealership.slug ? [{ slug: dealership.slug, name: dealership.name }] : [],
      ),
      // Item types with a path of their own (/search/caravan-cars); plain cars are what every search already shows.
      itemTypes: unique(cars.map((car) => car.item_type)).filter((type) => type !== 'car'),
    },
    filters: defaultFilterSwitches.filter((filter) => search.filters[filter.key] !== false),
    listLabels: listLabels(cars, { modelNumberPrefixes: tenant.options.brands.modelNumberPrefixes }),
    cardsPerRow: search.cardsPerRow === 4 ? 4 : 3,
    carousel: search.carousel,
    hitsPerPage: search.hitsPerPage,
    popularMakesCount: search.popularMakesCount,
    emptyText: search.emptyResultsText,
    refreshPath: search.refreshPath,
    cards: hitCardOptionsFor(tenant),
    collapseSoldRuns: tenant.options.stock.collapseSoldRuns,
    promos: {
      cards: content.promotions
        .filter((promo) => isPromoNodeLive(promo, now))
        .map(({ node, position }) => ({
          heading: node.title,
          href: node.href,
          ...(node.text ? { text: node.text } : {}),
          image: { src: imageUrl(node.image, { width: 640 }, cdn), alt: '' },
          position: position ?? null,
        })),
      every: tenant.options.promoCards.every,
      positions: [...tenant.options.promoCards.positions],
      showOnAllSearches: tenant.options.promoCards.showOnAllSearches,
    },
  }
}
