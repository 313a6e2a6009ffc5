import { cardTag, defaultStockRuleOptions, priceDisplay, stockFilter, type Car } from '@forecourt/stock-rules'

/**
 * A used-car tenant's stock filter, with sold cars listed for 7 days: as a value for the server (`filter`) and as
 * an Algolia `filters` string for the search engine (`filters`).
 * @example stockListingFilter(new Date()).filters
 * // 'listed_until_timestamp > … AND show_on_dealer_website:true AND car_type:used'
 */
export function stockListingFilter(now: Date) {
  const options = {
    ...defaultStockRuleOptions.stockFilter,
    defaultClause: 'car_type:used',
    includeSoldCarsDays: 7 as const,
  }
  // Sent to the search engine (Algolia syntax) and kept as a value for the server. No 'price > 0' for the price
  // ascending sort unless the tenant sets requirePriceWhenSortingByPriceAscending (off by default).
  return stockFilter({ now, sortByPriceAscending: true }, options)
}

/**
 * A car's tag and price in one line.
 * @example describeCar(car, new Date())
 * // 'new-arrival / $38990' for a car at $38,990 listed within the last 8 days;
 * // 'no tag / Enquire for price.' for an older one without a price
 */
export function describeCar(car: Car, now: Date): string {
  const tag = cardTag(car, now, { newArrivalText: 'New Arrival' })
  const price = priceDisplay(car)
  return `${tag?.kind ?? 'no tag'} / ${price.kind === 'price' ? `$${price.price}` : price.text}`
}
