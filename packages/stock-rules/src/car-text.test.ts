import { describe, expect, it } from 'vitest'
import {
  carFullName,
  carName,
  carSubtitle,
  carTitle,
  carTransmission,
  type CarNameFields,
} from './car-text.js'

const sportage = { year: 2024, make: 'Kia', model: 'Sportage', badge: 'S', series: 'NQ5' }

describe('"Card: title of year, make and model, badge and series"', () => {
  it.each<[string, Parameters<typeof carTitle>[0], string]>([
    ['a stock car', sportage, '2024 Kia Sportage'],
    [
      'a year typed as text on the trade-in form',
      { year: '2019', make: 'Mazda', model: 'CX-5' },
      '2019 Mazda CX-5',
    ],
  ])('the title of %s is year, make and model', (_name, car, expected) => {
    expect(carTitle(car)).toBe(expected)
  })

  it.each<[string, Parameters<typeof carSubtitle>[0], string | null]>([
    ['badge and series', sportage, 'S NQ5'],
    ['badge only', { badge: 'GT', series: null }, 'GT'],
    ['series only', { series: 'GUN126R' }, 'GUN126R'],
    ['neither', { badge: null, series: undefined }, null],
    ['blank ones', { badge: ' ', series: '' }, null],
  ])('the line under it holds the %s', (_name, car, expected) => {
    expect(carSubtitle(car)).toBe(expected)
  })
})

describe("a car's name: year, make, model and badge, missing or blank parts left out", () => {
  it.each<[string, Omit<CarNameFields, 'series'>, string]>([
    ['a stock car, its series not named', sportage, '2024 Kia Sportage S'],
    ['no badge', { ...sportage, badge: null }, '2024 Kia Sportage'],
    ['a blank badge', { ...sportage, badge: '  ' }, '2024 Kia Sportage'],
    [
      'no year (a partial car read back from storage)',
      { year: null, make: 'Kia', model: 'Sportage' },
      'Kia Sportage',
    ],
    ['nothing known', {}, ''],
  ])('%s', (_name, car, expected) => {
    expect(carName(car)).toBe(expected)
  })

  it('leaves out what is neither a number nor a text, as storage may hold anything', () => {
    expect(
      carName({ year: 2025, make: { name: 'Mazda' }, model: 'Mazda3' } as unknown as CarNameFields),
    ).toBe('2025 Mazda3')
  })
})

describe('"Copied {vehicle name} to your clipboard!": the full name adds badge and series', () => {
  it.each<[string, CarNameFields, string]>([
    ['a stock car', sportage, '2024 Kia Sportage S NQ5'],
    ['no badge', { ...sportage, badge: null }, '2024 Kia Sportage NQ5'],
    ['neither badge nor series', { ...sportage, badge: '', series: null }, '2024 Kia Sportage'],
  ])('%s', (_name, car, expected) => {
    expect(carFullName(car)).toBe(expected)
  })
})

describe('the transmission as shoppers see it: simple_transmission, else trans (spec section 3, "Car")', () => {
  it.each<[string, Parameters<typeof carTransmission>[0], string | null]>([
    [
      'both: the simple one',
      { simple_transmission: 'Automatic', trans: '8 Speed Sports Automatic' },
      'Automatic',
    ],
    ['only the raw one', { trans: 'Manual' }, 'Manual'],
    ['a null simple one falls back to the raw one', { simple_transmission: null, trans: 'CVT' }, 'CVT'],
    ['trimmed', { simple_transmission: ' Automatic ' }, 'Automatic'],
    ['an empty simple one is no transmission', { simple_transmission: '', trans: 'Manual' }, null],
    ['neither', {}, null],
  ])('%s', (_name, car, expected) => {
    expect(carTransmission(car)).toBe(expected)
  })
})
