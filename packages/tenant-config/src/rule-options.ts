import type { CardTagOptions, PriceDisplayOptions } from '@forecourt/stock-rules'
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
    newArrivalDays: cards.newArrivalDays,
    newArrivalText: cards.newArrivalText,
    soldTagText: cards.soldTagText,
  }
}

/**
 * The price-display options of @forecourt/stock-rules as the tenant configures them.
 * @example priceDisplay(car, priceDisplayOptionsFor(tenant)) // { kind: 'no-price', text: 'Enquire for price.' }
 */
export function priceDisplayOptionsFor(tenant: Tenant): Required<PriceDisplayOptions> {
  return { noPriceText: tenant.options.cards.noPriceText }
}
