import type { CompareCar } from '@forecourt/components/forms'
import type { CarSummary } from '../site/site-types'

/**
 * A car summary as the compare table shows it: photo, linked name, price and its specifications.
 * @example compareCarOf(summary).specs[0] // { label: 'Year', value: '2025' }
 */
export function compareCarOf(car: CarSummary): CompareCar {
  return {
    id: String(car.id),
    name: car.name,
    href: car.href,
    ...(car.image ? { image: { src: car.image.src, width: car.image.width, height: car.image.height } } : {}),
    priceText: [car.price.text, car.price.note].filter(Boolean).join(' '),
    specs: car.specs,
  }
}
