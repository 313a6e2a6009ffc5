import { describe, expect, it } from 'vitest'
import { tagDisplay, vehicleCard, type VehicleCardCar } from './vehicle-card.js'

const now = new Date('2026-03-14T00:00:00Z')

const sportage: VehicleCardCar = {
  slug: '2024-kia-sportage-s-wbk000001',
  year: 2024,
  make: 'Kia',
  model: 'Sportage',
  badge: 'S',
  series: 'NQ5',
  price: 38990,
  price_type: 'Drive Away',
  status: 'in_stock',
  car_type: 'used',
  created_at: '2025-01-01T00:00:00Z',
  km: 12345,
  fuel: 'Petrol',
  transmission: 'Automatic',
  images: [{ image: { url: '/images/cars/suv/white.jpg' } }],
}

describe('vehicleCard: a car as a stock card shows it', () => {
  it('writes title, badge and series, price and price type, chips and a responsive image', () => {
    expect(vehicleCard(sportage, now, { tags: {}, prices: {} })).toEqual({
      href: '/cars/2024-kia-sportage-s-wbk000001',
      title: '2024 Kia Sportage',
      subtitle: 'S NQ5',
      image: {
        src: '/images/cars/suv/white.jpg?w=480&q=75',
        srcSet:
          '/images/cars/suv/white.jpg?w=320&q=75 320w, /images/cars/suv/white.jpg?w=480&q=75 480w, /images/cars/suv/white.jpg?w=720&q=75 720w',
        alt: '2024 Kia Sportage',
        width: 480,
        height: 320,
      },
      price: { text: '$38,990', note: 'Drive Away' },
      chips: ['12,345 kms', 'Automatic', 'Petrol'],
      tag: null,
    })
  })

  it('shows a sold car without price or picture with the no-price text, no image and the sold tag', () => {
    const sold: VehicleCardCar = {
      ...sportage,
      badge: null,
      series: null,
      price: 0,
      status: 'sold',
      km: null,
      transmission: null,
      images: [],
    }
    expect(vehicleCard(sold, now, { tags: {}, prices: { noPriceText: 'Call us' } })).toEqual({
      href: '/cars/2024-kia-sportage-s-wbk000001',
      title: '2024 Kia Sportage',
      image: null,
      price: { text: 'Call us' },
      chips: ['Petrol'],
      tag: { text: 'JUST SOLD', tone: 'sold' },
    })
  })

  it("builds the picture's URLs for the tenant's image CDN when it names one", () => {
    const images = {
      template: 'https://dealer.imgix.net{path}?w={width}&q={quality}',
      origin: 'https://d.com.au',
    }
    expect(vehicleCard(sportage, now, { tags: {}, prices: {}, images }).image).toMatchObject({
      src: 'https://dealer.imgix.net/images/cars/suv/white.jpg?w=480&q=75',
      srcSet:
        'https://dealer.imgix.net/images/cars/suv/white.jpg?w=320&q=75 320w, https://dealer.imgix.net/images/cars/suv/white.jpg?w=480&q=75 480w, https://dealer.imgix.net/images/cars/suv/white.jpg?w=720&q=75 720w',
    })
  })

  it('draws no picture for a known placeholder image', () => {
    const placeholder = { ...sportage, images: [{ image: { url: '/images/coming-soon.jpg' } }] }
    expect(vehicleCard(placeholder, now, { tags: {}, prices: {} }).image).toBeNull()
  })
})

describe('tagDisplay: a card tag as text and tone', () => {
  it.each([
    [null, null],
    [
      { kind: 'sold', text: 'JUST SOLD' },
      { text: 'JUST SOLD', tone: 'sold' },
    ],
    [
      { kind: 'custom', text: 'Hot deal', colour: 'red' },
      { text: 'Hot deal', tone: 'red' },
    ],
    [
      { kind: 'certified', make: 'Kia', logoUrl: null },
      { text: 'Kia Certified', tone: 'certified' },
    ],
    [
      { kind: 'certified', make: 'Kia', logoUrl: '/images/brands/kia-certified.svg' },
      { text: 'Kia Certified', tone: 'certified', logoUrl: '/images/brands/kia-certified.svg' },
    ],
    [
      { kind: 'new-arrival', text: 'New' },
      { text: 'New', tone: 'neutral' },
    ],
  ] as const)('%j → %j', (tag, shown) => {
    expect(tagDisplay(tag)).toEqual(shown)
  })
})
