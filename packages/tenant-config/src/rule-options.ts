import type {
  CardTagOptions,
  HitCardOptions,
  PriceDisplayOptions,
  StockFilterOptions,
} from '@forecourt/stock-rules'
import { imageUrl } from '@forecourt/stock-rules'
import { financeOptionsFor, imageCdnFor } from './accessors.js'
import type { Tenant } from './parse-tenant.js'

/**
 * The card-tag options of @forecourt/stock-rules as the tenant configures them, so a site asks
 * `cardTag(car, now, cardTagOptionsFor(tenant))` and never reads option names itself.
 * @example cardTag(car, now, cardTagOptionsFor(tenant))
 */
export function cardTagOptionsFor(tenant: Tenant): Required<CardTagOptions> {
  const { cards, brands } = tenant.options
  return {
    showFuelTag: cards.fuelTag,
    certifiedBrand: brands.certifiedMake,
    // Through the tenant's image CDN like every other picture, at twice the tag's drawn size.
    certifiedLogoUrl:
      brands.certifiedLogoUrl &&
      imageUrl(brands.certifiedLogoUrl, { width: 168, quality: 90 }, imageCdnFor(tenant)),
    newArrivalDays: cards.newArrivalDays,
    newArrivalText: cards.newArrivalText,
    soldTagText: cards.soldTagText,
    greenTags: cards.greenTags,
  }
}

/**
 * The price-display options of @forecourt/stock-rules as the tenant configures them.
 * @example priceDisplay(car, priceDisplayOptionsFor(tenant)) // { kind: 'no-price', text: 'Enquire for price.' }
 */
export function priceDisplayOptionsFor(tenant: Tenant): Required<PriceDisplayOptions> {
  return { noPriceText: tenant.options.cards.noPriceText }
}

/**
 * The stock-filter options of @forecourt/stock-rules as the tenant configures them: sold-car window
 * (include_sold_cars_days, else the numeric option), default clause, hidden new makes, in_stock only, excluded stock numbers and the
 * price > 0 condition on ascending price sorts.
 * @example stockFilter({ now, sortByPriceAscending }, stockFilterOptionsFor(tenant)).filters
 */
export function stockFilterOptionsFor(tenant: Tenant): Required<StockFilterOptions> {
  const { stock, search } = tenant.options
  return {
    // The spec: sold within the last N days, N the tenant's numeric option (default 3), overridable by
    // include_sold_cars_days.
    includeSoldCarsDays: stock.includeSoldCarsDays ?? stock.option,
    defaultClause: stock.defaultClause,
    hideNewCarsOfMakes: stock.hideNewCarsOfMakes,
    inStockOnly: stock.inStockOnly,
    excludedStockNumbers: stock.excludedStockNumbers,
    requirePriceWhenSortingByPriceAscending: search.priceAboveZeroOnAscendingSort,
  }
}

/**
 * How the tenant's result cards read (@forecourt/stock-rules' `hitCard`): its card tags, its price texts, and its
 * finance display rule (null when the tenant has no finance provider, so no card shows finance chips).
 * @example hitCard(hit, now, hitCardOptionsFor(tenant)).financeChips // [{ text: '$112 per week' }, …]
 */
export function hitCardOptionsFor(tenant: Tenant): HitCardOptions {
  const finance = financeOptionsFor(tenant)
  return {
    tags: cardTagOptionsFor(tenant),
    prices: priceDisplayOptionsFor(tenant),
    images: imageCdnFor(tenant),
    finance: finance.provider
      ? {
          rule: finance.provider.rule,
          excludedMakes: [...finance.excludedMakes],
          excludedDealerships: tenant.dealerships.flatMap((dealership) =>
            finance.excludedDealershipIds.includes(dealership.id) && dealership.slug ? [dealership.slug] : [],
          ),
          showWithoutLenderData: finance.showFiguresWithoutLenderData,
        }
      : null,
  }
}
