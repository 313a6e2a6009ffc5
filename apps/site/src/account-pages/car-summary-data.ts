import type { CarSummaryData } from '@forecourt/components/forms'
import type { CarSummary } from '../site/site-types'

/**
 * A car of the site's API as the form components show it beside a form: name, photo, price and its page.
 * @example <CheckoutForm car={carSummaryData(car)} … />
 */
export function carSummaryData(car: CarSummary): CarSummaryData {
  const priceText = [car.price.text, car.price.note].filter(Boolean).join(' ')
  return {
    name: car.name,
    href: car.href,
    ...(car.image ? { image: { src: car.image.src, alt: '' } } : {}),
    ...(priceText ? { priceText } : {}),
  }
}
