import { carSubtitle, carTransmission } from '@forecourt/stock-rules'
import type { TenantDealership, TenantLocation, CarRecord } from '@forecourt/tenant-config'
import type { VehiclePage } from '../../site/vehicle-types'

/**
 * schema.org itemCondition per car type. A demo car has been registered and driven by the dealer, so it is sold
 * as a used car (schema.org has no demonstrator condition); only new cars are NewCondition.
 */
export const itemConditions = {
  new: 'https://schema.org/NewCondition',
  demo: 'https://schema.org/UsedCondition',
  used: 'https://schema.org/UsedCondition',
} as const

/**
 * schema.org availability per stock status: in stock (limited once reserved), coming soon as a pre-order, sold as
 * sold out, and any other status (e.g. under offer) as limited availability.
 */
export function offerAvailability(car: Pick<CarRecord, 'status' | 'reserved'>): string {
  if (car.status === 'in_stock')
    return car.reserved ? 'https://schema.org/LimitedAvailability' : 'https://schema.org/InStock'
  if (car.status === 'coming_soon') return 'https://schema.org/PreOrder'
  if (car.status === 'sold') return 'https://schema.org/SoldOut'
  return 'https://schema.org/LimitedAvailability'
}

export interface VehicleJsonLdInput {
  page: Omit<VehiclePage, 'jsonLd'>
  car: CarRecord
  origin: string
  dealership: TenantDealership | null
  location: TenantLocation | null
  sellerName: string
}

const defined = (entries: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(entries).filter(([, value]) => value !== null && value !== undefined && value !== ''),
  )

/**
 * The vehicle page's schema.org data: a Car with an Offer whose price is the price the page shows (the
 * drive-away price, as Australian Consumer Law requires a single total price), in AUD, with its availability and
 * condition, the odometer in kilometres (KMT), and the selling dealer as an AutoDealer with address and hours.
 * @example vehicleJsonLd(input)['@type'] // 'Car'
 */
export function vehicleJsonLd({ page, car, origin, dealership, location, sellerName }: VehicleJsonLdInput) {
  const address = location?.address
  const seller = defined({
    '@type': 'AutoDealer',
    name: sellerName,
    url: dealership?.url ?? origin,
    telephone: page.location?.phone ?? dealership?.phone,
    address: address
      ? defined({
          '@type': 'PostalAddress',
          streetAddress: address.street,
          addressLocality: address.city,
          addressRegion: address.state,
          postalCode: address.postcode,
          addressCountry: 'AU',
        })
      : undefined,
    openingHoursSpecification: page.location?.openingHours.length
      ? page.location.openingHours.map((hours) => ({
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: `https://schema.org/${hours.day}`,
          opens: hours.opens,
          closes: hours.closes,
        }))
      : undefined,
  })
  const offer = defined({
    '@type': 'Offer',
    url: page.url,
    price: page.price.amount ?? undefined,
    priceCurrency: page.price.amount === null ? undefined : 'AUD',
    availability: offerAvailability(car),
    itemCondition: itemConditions[car.car_type],
    seller,
  })
  return defined({
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: page.name,
    url: page.url,
    description: page.description,
    image: page.media.images.length
      ? page.media.images.map((image) => new URL(image.src, origin).href)
      : undefined,
    sku: car.stocknum,
    vehicleIdentificationNumber: car.vin,
    brand: { '@type': 'Brand', name: car.make },
    manufacturer: car.make,
    model: car.model,
    vehicleModelDate: String(car.year),
    vehicleConfiguration: carSubtitle(car),
    bodyType: car.body ?? car.simple_body,
    color: car.colour,
    vehicleInteriorColor: car.interior_colour,
    fuelType: car.fuel,
    vehicleTransmission: carTransmission(car),
    driveWheelConfiguration: car.drive,
    numberOfDoors: car.doors,
    seatingCapacity: car.seats,
    mileageFromOdometer:
      typeof car.km === 'number'
        ? { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' }
        : undefined,
    itemCondition: itemConditions[car.car_type],
    offers: offer,
  })
}
