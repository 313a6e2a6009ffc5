import type { LeadCar } from '@forecourt/lead-client'
import { formatKilometres } from '@forecourt/finance-math'
import { carName, carTransmission, isAvailable, showReserveButton, vehicleCard } from '@forecourt/stock-rules'
import {
  cardTagOptionsFor,
  imageCdnFor,
  priceDisplayOptionsFor,
  reservePath,
  type CarRecord,
} from '@forecourt/tenant-config'
import type { CarSummary } from '../../site/site-types'
import { leadCarOf, type TenantData } from '@forecourt/site-server'

function text(value: string | number | boolean | null | undefined): string | null {
  if (value === null || value === undefined) return null
  const written = String(value).trim()
  return written === '' || written === 'null' ? null : written
}

/**
 * A car as forms, the watchlist and the compare page show it: its card, the rows compared side by side, whether it
 * can be reserved and where, and the fields a lead about it carries.
 * @example carSummary(data, car, new Date(), false).specs[0] // { label: 'Year', value: '2024' }
 */
export function carSummary(data: TenantData, car: CarRecord, now: Date, reserved: boolean): CarSummary {
  const { tenant } = data
  const card = vehicleCard(
    { ...car, reserved: car.reserved || reserved, transmission: carTransmission(car) },
    now,
    { tags: cardTagOptionsFor(tenant), prices: priceDisplayOptionsFor(tenant), images: imageCdnFor(tenant) },
  )
  const rows: [string, string | null][] = [
    ['Year', text(car.year)],
    ['Condition', text(car.car_type)],
    ['Kilometres', typeof car.km === 'number' ? formatKilometres(car.km) : null],
    ['Body', text(car.body)],
    ['Transmission', text(carTransmission(car))],
    ['Fuel', text(car.fuel)],
    ['Drive', text(car.drive)],
    ['Engine', text(car.engine_size_litres ? `${car.engine_size_litres} L` : car.engine_size)],
    ['Colour', text(car.colour)],
    ['Seats', text(car.seats)],
    ['Stock number', text(car.stocknum)],
  ]
  const available = isAvailable(car)
  const canReserve =
    tenant.options.reserve.enabled &&
    !reserved &&
    showReserveButton({ ...car, reserved: car.reserved || reserved }, { reservationEnabled: true })
  return {
    ...card,
    id: car.id,
    slug: car.slug,
    name: carName(car),
    available,
    reserved: Boolean(car.reserved) || reserved,
    reserveHref: canReserve ? reservePath(tenant, car.slug) : null,
    locationId: car.location?.id ?? null,
    price_value: typeof car.price === 'number' && car.price > 0 ? car.price : null,
    specs: rows
      .filter((row): row is [string, string] => row[1] !== null)
      .map(([label, value]) => ({ label, value })),
    leadCar: leadCarOf(car) satisfies LeadCar,
  }
}
