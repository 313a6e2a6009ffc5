import { formatKilometres, formatMoney } from '@forecourt/finance-math'
import {
  cardTag,
  needsImagePlaceholder,
  priceDisplay,
  type CardTag,
  type CardTagOptions,
  type Car,
  type PriceDisplayOptions,
} from '@forecourt/stock-rules'
import { imageUrl } from '@forecourt/tenant-config/image-url'
import type { VehicleCardData } from './site-types'

/** The tenant's side of a card: how its tags and prices read. */
export interface VehicleCardOptions {
  tags: CardTagOptions
  prices: PriceDisplayOptions
}

type CardCar = Pick<
  Car,
  | 'slug'
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'series'
  | 'price'
  | 'preorder'
  | 'price_type'
  | 'status'
  | 'simple_fuel'
  | 'reserved'
  | 'car_type'
  | 'tag'
  | 'created_at'
  | 'km'
  | 'fuel'
  | 'images'
> & {
  /** The transmission as shoppers filter on it (the simple transmission, else the raw one). */
  transmission?: string | null
}

/**
 * A car tag as cards and the vehicle page show it: its text and tone (custom tags keep their colour, the sold tag
 * its own tone, a certified car reads '{make} Certified').
 * @example tagDisplay({ kind: 'sold', text: 'JUST SOLD' }) // { text: 'JUST SOLD', tone: 'sold' }
 */
export function tagDisplay(tag: CardTag | null): VehicleCardData['tag'] {
  if (!tag) return null
  if (tag.kind === 'certified') return { text: `${tag.make} Certified`, tone: 'neutral' }
  return {
    text: tag.text,
    tone: tag.kind === 'sold' ? 'sold' : tag.kind === 'custom' ? tag.colour : 'neutral',
  }
}

/**
 * A car as a result card shows it: title (year make model), badge and series, price and price type (or the
 * no-price text), odometer, transmission and fuel chips, the card tag, and a responsive image or none.
 * @example vehicleCard(car, new Date(), { tags: {}, prices: {} }).title // '2024 Kia Sportage'
 */
export function vehicleCard(car: CardCar, now: Date, options: VehicleCardOptions): VehicleCardData {
  const price = priceDisplay(car, options.prices)
  const tag = cardTag(car, now, options.tags)
  const source = car.images?.[0]?.image.url ?? null
  const chips = [
    typeof car.km === 'number' ? formatKilometres(car.km) : null,
    car.transmission ?? null,
    car.fuel ?? null,
  ].filter((chip): chip is string => Boolean(chip))
  return {
    href: `/cars/${car.slug}`,
    title: `${car.year} ${car.make} ${car.model}`,
    ...(car.badge || car.series ? { subtitle: [car.badge, car.series].filter(Boolean).join(' ') } : {}),
    image:
      source && !needsImagePlaceholder(source)
        ? {
            src: imageUrl(source, { width: 480 }),
            srcSet: [320, 480, 720].map((width) => `${imageUrl(source, { width })} ${width}w`).join(', '),
            alt: `${car.year} ${car.make} ${car.model}`,
            width: 480,
            height: 320,
          }
        : null,
    price:
      price.kind === 'price'
        ? { text: formatMoney(price.price), ...(car.price_type ? { note: car.price_type } : {}) }
        : { text: price.text },
    chips,
    tag: tagDisplay(tag),
  }
}
