import { formatKilometres, formatMoney } from '@forecourt/finance-math'
import { carSubtitle, carTitle } from './car-text.js'
import { cardTag, type CardTag, type CardTagOptions } from './card-tag.js'
import { imageUrl, type ImageCdn } from './image-url.js'
import { needsImagePlaceholder } from './media.js'
import { priceDisplay, type PriceDisplayOptions } from './price.js'
import type { Car } from './types/car.js'

// A car as a stock card shows it, as plain data: what the site's server renders on the home page and in car
// summaries, and what the browser renders for each search hit. @forecourt/components' VehicleCard takes it as props.
// Also the '@forecourt/stock-rules/vehicle-card' entry, for pages that need only this.

/**
 * How a card tag is drawn: custom tags keep their colour, the sold tag has its own tone, the certified tag is the
 * certified program's logo or seal, every other tag is neutral.
 * @example const tone: VehicleTagTone = 'sold'
 */
export type VehicleTagTone = 'green' | 'red' | 'neutral' | 'sold' | 'certified'

/**
 * A card tag as drawn: its text (the logo's text alternative for a certified tag) and tone.
 * @example const tag: VehicleTag = { text: 'Toyota Certified', tone: 'certified', logoUrl: '/images/brands/toyota-certified.svg' }
 */
export interface VehicleTag {
  text: string
  tone: VehicleTagTone
  /** The certified program's logo, drawn in place of the text (which becomes its alt text). */
  logoUrl?: string | undefined
}

/**
 * A card's picture, sized before it loads so the page never shifts.
 * @example const image: VehicleCardImage = { src: '/images/a.jpg?w=480&q=75', alt: '2024 Kia Sportage', width: 480, height: 320 }
 */
export interface VehicleCardImage {
  src: string
  /** Responsive candidates, e.g. '/a.jpg?w=320&q=75 320w, /a.jpg?w=480&q=75 480w'. */
  srcSet?: string | undefined
  alt: string
  width: number
  height: number
}

/**
 * A car as a stock card shows it: texts already formatted, nothing left to decide. {@link vehicleCard} makes it;
 * `@forecourt/components`' `VehicleCard` takes it as props (its props add finance chips and actions).
 * @example const card: VehicleCardData = vehicleCard(car, new Date(), { tags: {}, prices: {} })
 */
export interface VehicleCardData {
  /** The vehicle page, e.g. '/cars/2024-kia-sportage-s-wbk000001'. */
  href: string
  /** Year, make and model, e.g. '2023 Toyota HiLux'. */
  title: string
  /** Badge and series, e.g. 'SR5 GUN126R'; absent when the car has neither. */
  subtitle?: string | undefined
  /** Null when the car has no picture, or only a placeholder one: the card draws its own placeholder. */
  image: VehicleCardImage | null
  /** Price as displayed, e.g. '$54,990', and its type, e.g. 'Drive Away'; or the no-price text. */
  price: { text: string; note?: string | undefined }
  /** Attribute chips, e.g. odometer, transmission, fuel. */
  chips: string[]
  /** The card tag (New, JUST SOLD, a custom tag, the certified logo …), or null. */
  tag: VehicleTag | null
}

/**
 * The tenant's side of a card: how its tags and prices read. Plain data, so the server can send it to the browser.
 * @example const options: VehicleCardOptions = { tags: { newArrivalText: 'New Arrival' }, prices: {} }
 */
export interface VehicleCardOptions {
  /** How the card tag reads ({@link cardTag}'s options); `{}` keeps the spec's defaults. */
  tags: CardTagOptions
  /** How the price reads ({@link priceDisplay}'s options); `{}` keeps the spec's defaults. */
  prices: PriceDisplayOptions
  /**
   * The tenant's image CDN, which the card's picture URLs are built for; none: the site's own image pipeline.
   * @default null
   */
  images?: ImageCdn | null | undefined
}

/**
 * The fields of a car a card reads: a stock `Car`, or a search hit mapped to one.
 * @example const car: VehicleCardCar = { ...hit, images: [{ image: { url: hit.primary_image_url } }] }
 */
export type VehicleCardCar = Pick<
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
  /** The transmission as shoppers filter on it: {@link carTransmission} of the car. */
  transmission?: string | null | undefined
}

/**
 * A car tag as cards and the vehicle page show it: its text and tone (custom tags keep their colour, the sold tag
 * its own tone, a certified car gets the certified logo, or a seal, named '{make} Certified').
 * @example tagDisplay({ kind: 'sold', text: 'JUST SOLD' }) // { text: 'JUST SOLD', tone: 'sold' }
 */
export function tagDisplay(tag: CardTag | null): VehicleCardData['tag'] {
  if (!tag) return null
  if (tag.kind === 'certified')
    return {
      text: `${tag.make} Certified`,
      tone: 'certified',
      ...(tag.logoUrl ? { logoUrl: tag.logoUrl } : {}),
    }
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
export function vehicleCard(car: VehicleCardCar, now: Date, options: VehicleCardOptions): VehicleCardData {
  const price = priceDisplay(car, options.prices)
  const tag = cardTag(car, now, options.tags)
  const source = car.images?.[0]?.image.url ?? null
  const chips = [
    typeof car.km === 'number' ? formatKilometres(car.km) : null,
    car.transmission ?? null,
    car.fuel ?? null,
  ].filter((chip): chip is string => Boolean(chip))
  const title = carTitle(car)
  const subtitle = carSubtitle(car)
  return {
    href: `/cars/${car.slug}`,
    title,
    ...(subtitle ? { subtitle } : {}),
    image:
      source && !needsImagePlaceholder(source)
        ? {
            src: imageUrl(source, { width: 480 }, options.images ?? null),
            srcSet: [320, 480, 720]
              .map((width) => `${imageUrl(source, { width }, options.images ?? null)} ${width}w`)
              .join(', '),
            alt: title,
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
