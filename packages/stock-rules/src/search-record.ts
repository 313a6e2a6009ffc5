import { isAvailable, isSold } from './availability.js'
import { carTitle, carTransmission } from './car-text.js'
import type { Car } from './types/car.js'

/**
 * `listed_until_timestamp` of a car that stays listed while it is available: 3000-01-01 in unix seconds.
 * @example listedIndefinitely // 32503680000
 */
export const listedIndefinitely = 32_503_680_000

/**
 * A car as the search index stores it: what cards, filters and sorting need (Algolia caps record size, and the
 * embedded engine holds every tenant's stock in memory), plus derived fields. `listed_until_timestamp` and
 * `new_car_make` keep the stock filter in the form Algolia accepts (plain conjunctive normal form, no numeric and
 * facet filters in one OR group, no NOT inside an OR group).
 */
export interface SearchRecord {
  /** The car's id as a string, Algolia's record key. */
  objectID: string
  /** The tenant whose stock it is; the server always filters on it. */
  tenant: string
  slug: string
  /** Year, make and model: what shoppers type. */
  title: string
  year: number
  make: string
  model: string
  /** 'Make Model', for the make-and-model facet. */
  make_model: string
  badge: string | null
  series: string | null
  colour: string | null
  price: number
  price_type: string | null
  before_price: number | null
  preorder: string | null
  km: number | null
  stocknum: string | null
  vin: string | null
  car_type: Car['car_type']
  status: Car['status']
  sold_date_timestamp: number | null
  show_on_dealer_website: boolean | null
  reserved: boolean | null
  body: string | null
  simple_body: string | null
  fuel: string | null
  simple_fuel: string | null
  /** The spec's transmission filter: the simple transmission, else the raw one. */
  transmission: string | null
  drive: string | null
  location_name: string | null
  dealership_id: number | string | null
  dealership_slug: string | null
  /** The dealership's name, for the dealership filter and its /search/{dealership_slug} path. */
  dealership_name: string | null
  city: string | null
  state: string | null
  tag: string | null
  certified: boolean | null
  item_type: string | null
  seats: number | null
  /** The first photo (or the feed's primary image), for the card. */
  primary_image_url: string | null
  created_at_timestamp: number | null
  /** The first lender's figures for the card (interest with comparison rate, weekly and monthly payment). */
  finance_interest_rate: number | null
  finance_comparison_rate: number | null
  finance_payment_week: number | null
  finance_payment_month: number | null
  /** Views: popular cars rank first among equals. */
  custom_rank: number
  /**
   * Unix seconds until which the car may be listed: {@link listedIndefinitely} while it is available,
   * its `sold_date_timestamp` once sold (0 when the sale date is unknown), 0 for any other status.
   */
  listed_until_timestamp: number
  /** The make, for new cars only, so one make's new cars can be hidden with `NOT new_car_make:X`. */
  new_car_make: string | null
}

/**
 * Maps a car to its search-index record; the embedded engine and an Algolia upload use the same records.
 * `intern` may return one shared copy of each repeated string (makes, colours…) to save memory at scale.
 * The record is built as one object literal: objects filled field by field fall into V8's slow dictionary
 * mode and take about three times the memory.
 * @example searchRecord(car, { tenant: 'wattle-bay-kia' }).listed_until_timestamp // 32503680000 while in stock
 */
export function searchRecord(
  car: Car,
  options: {
    tenant: string
    intern?: <T>(value: T) => T
    /** Dealership names by slug: a car only carries its dealership's slug. */
    dealershipNames?: Readonly<Record<string, string>> | undefined
  },
): SearchRecord {
  const intern = options.intern ?? (<T>(value: T) => value)
  const text = (value: string | null | undefined): string | null => intern(value ?? null)
  const created = car.created_at ? Math.floor(Date.parse(car.created_at) / 1000) : null
  const lender = Object.values(car.finance_lenders ?? {})[0]
  return {
    objectID: String(car.id),
    tenant: intern(options.tenant),
    slug: car.slug,
    title: intern(carTitle(car)),
    year: car.year,
    make: intern(car.make),
    model: intern(car.model),
    make_model: intern(`${car.make} ${car.model}`),
    badge: text(car.badge),
    series: text(car.series),
    colour: text(car.colour),
    price: car.price,
    price_type: text(car.price_type),
    before_price: car.before_price ?? null,
    preorder: text(car.preorder),
    km: car.km ?? null,
    stocknum: car.stocknum ?? null,
    vin: car.vin ?? null,
    car_type: intern(car.car_type),
    status: intern(car.status),
    sold_date_timestamp: car.sold_date_timestamp ?? null,
    show_on_dealer_website: car.show_on_dealer_website ?? null,
    reserved: car.reserved ?? null,
    body: text(car.body),
    simple_body: text(car.simple_body),
    fuel: text(car.fuel),
    simple_fuel: text(car.simple_fuel),
    transmission: text(carTransmission(car)),
    drive: text(car.drive),
    location_name: text(car.location_name),
    dealership_id: car.dealership_id ?? null,
    dealership_slug: text(car.dealership_slug),
    dealership_name: text(car.dealership_slug ? options.dealershipNames?.[car.dealership_slug] : null),
    city: text(car.city),
    state: text(car.state),
    tag: text(car.tag),
    certified: car.certified ?? null,
    item_type: text(car.item_type),
    seats: car.seats ?? null,
    primary_image_url: text(car.images?.[0]?.image.url ?? car.primary_image_url),
    created_at_timestamp: Number.isFinite(created) ? created : null,
    finance_interest_rate: lender?.interestRate ?? null,
    finance_comparison_rate: lender?.comparisonRate ?? null,
    finance_payment_week: lender?.paymentWeek ?? null,
    finance_payment_month: lender?.paymentMonth ?? null,
    custom_rank: car.views ?? 0,
    listed_until_timestamp: isSold(car)
      ? (car.sold_date_timestamp ?? 0)
      : isAvailable(car)
        ? listedIndefinitely
        : 0,
    new_car_make: car.car_type === 'new' ? intern(car.make) : null,
  }
}
