import { describe, expect, it } from 'vitest'
import type { CarSummary } from '../site/site-types'
import { compareCarOf } from './compare-cars'

const summary: CarSummary = {
  id: 1000001,
  slug: '2025-mazda-mazda3-g25-gt-brg000001',
  name: '2025 Mazda Mazda3 G25 GT',
  href: '/cars/2025-mazda-mazda3-g25-gt-brg000001',
  title: '2025 Mazda Mazda3',
  subtitle: 'G25 GT',
  image: {
    src: '/images/vehicles/hatch/white.jpg?w=720&q=80',
    alt: '2025 Mazda Mazda3',
    width: 720,
    height: 540,
  },
  price: { text: '$37,990', note: 'Drive Away' },
  chips: ['12,000 km'],
  tag: null,
  available: true,
  reserved: false,
  reserveHref: null,
  locationId: 1010,
  price_value: 37990,
  specs: [
    { label: 'Year', value: '2025' },
    { label: 'Kilometres', value: '12,000 km' },
  ],
  leadCar: { id: 1000001, make: 'Mazda', model: 'Mazda3', car_type: 'demo', status: 'in_stock' },
}

describe('a car in the compare table', () => {
  it('keeps its id as text, its linked name, photo, price with its type and its specifications', () => {
    expect(compareCarOf(summary)).toEqual({
      id: '1000001',
      name: '2025 Mazda Mazda3 G25 GT',
      href: '/cars/2025-mazda-mazda3-g25-gt-brg000001',
      image: { src: '/images/vehicles/hatch/white.jpg?w=720&q=80', width: 720, height: 540 },
      priceText: '$37,990 Drive Away',
      specs: summary.specs,
    })
  })

  it('a car without a photo or price type has neither', () => {
    const car = compareCarOf({ ...summary, image: null, price: { text: 'Enquire for price.' } })
    expect(car.image).toBeUndefined()
    expect(car.priceText).toBe('Enquire for price.')
  })
})
