import { describe, expect, it } from 'vitest'
import { cardTag, isNewArrival, type CardTagOptions } from './card-tag.js'
import type { Car } from './types/car.js'

type TagCar = Parameters<typeof cardTag>[0]

const now = '2025-06-10T00:00:00Z'
const plain: TagCar = {
  status: 'in_stock',
  car_type: 'used',
  make: 'Kia',
  simple_fuel: 'Petrol',
  reserved: false,
  tag: null,
  created_at: '2025-01-01T00:00:00Z',
}
const everything: TagCar = {
  status: 'in_stock',
  car_type: 'used',
  make: 'Toyota',
  simple_fuel: 'Hybrid',
  reserved: true,
  tag: 'runout sale',
  created_at: '2025-06-09T00:00:00Z',
}

describe('Car tag on a card: "first match wins, only for available cars"', () => {
  it.each<[string, TagCar, CardTagOptions, ReturnType<typeof cardTag>]>([
    [
      '"Electric/Hybrid/PHEV fuel tag when enabled" wins over everything',
      everything,
      { showFuelTag: true, certifiedBrand: 'Toyota' },
      { kind: 'fuel', text: 'Hybrid' },
    ],
    [
      'PHEV fuel tag',
      { ...plain, simple_fuel: 'PHEV' },
      { showFuelTag: true },
      { kind: 'fuel', text: 'PHEV' },
    ],
    ['fuel tag not shown when disabled (default)', { ...plain, simple_fuel: 'Electric' }, {}, null],
    ['petrol gets no fuel tag even when enabled', plain, { showFuelTag: true }, null],
    ['"Reserved" next', everything, { certifiedBrand: 'Toyota' }, { kind: 'reserved', text: 'Reserved' }],
    [
      '"certified logo for one brand\'s used cars"',
      { ...everything, reserved: false },
      { certifiedBrand: 'toyota' },
      { kind: 'certified', make: 'Toyota', logoUrl: null },
    ],
    [
      "the certified logo is the tenant's image when it gives one",
      { ...everything, reserved: false },
      { certifiedBrand: 'Toyota', certifiedLogoUrl: '/images/brands/toyota-certified.svg' },
      { kind: 'certified', make: 'Toyota', logoUrl: '/images/brands/toyota-certified.svg' },
    ],
    [
      "no certified logo on the brand's new cars",
      { ...everything, reserved: false, car_type: 'new', tag: null, created_at: '2025-01-01T00:00:00Z' },
      { certifiedBrand: 'Toyota' },
      null,
    ],
    [
      '"custom tag (\'runout sale\' green"',
      { ...everything, reserved: false },
      {},
      { kind: 'custom', text: 'runout sale', colour: 'green' },
    ],
    [
      '"others red"',
      { ...plain, tag: 'Test Drive Only' },
      {},
      { kind: 'custom', text: 'Test Drive Only', colour: 'red' },
    ],
    [
      "a tenant's own green tags ('Ex-Hire') are green too, written in any case",
      { ...plain, tag: 'EX-HIRE' },
      { greenTags: ['runout sale', 'Ex-Hire'] },
      { kind: 'custom', text: 'EX-HIRE', colour: 'green' },
    ],
    [
      "a tenant whose green tags leave out 'runout sale' draws it red",
      { ...plain, tag: 'runout sale' },
      { greenTags: ['Ex-Hire'] },
      { kind: 'custom', text: 'runout sale', colour: 'red' },
    ],
    ['a blank tag is no custom tag', { ...plain, tag: '  ' }, {}, null],
    [
      '"COMING SOON when status is coming_soon"',
      { ...plain, status: 'coming_soon', created_at: '2025-06-09T00:00:00Z' },
      {},
      { kind: 'coming-soon', text: 'COMING SOON' },
    ],
    [
      '"new-arrival tag (default text \'New\'" within the last 8 days',
      { ...plain, created_at: '2025-06-02T00:00:00Z' },
      {},
      { kind: 'new-arrival', text: 'New' },
    ],
    [
      '"site text \'New Arrival\'"',
      { ...plain, created_at: '2025-06-09T00:00:00Z' },
      { newArrivalText: 'New Arrival' },
      { kind: 'new-arrival', text: 'New Arrival' },
    ],
    ['created 9 days ago is no new arrival', { ...plain, created_at: '2025-06-01T00:00:00Z' }, {}, null],
    [
      '"(configurable)" window of 14 days',
      { ...plain, created_at: '2025-06-01T00:00:00Z' },
      { newArrivalDays: 14 },
      { kind: 'new-arrival', text: 'New' },
    ],
    ['"otherwise empty"', plain, {}, null],
    [
      '"Unavailable cars show the sold tag (default \'JUST SOLD\')"',
      { ...everything, status: 'sold' },
      { showFuelTag: true },
      { kind: 'sold', text: 'JUST SOLD' },
    ],
    [
      'configured sold tag',
      { ...plain, status: 'sold' },
      { soldTagText: 'SOLD' },
      { kind: 'sold', text: 'SOLD' },
    ],
  ])('%s', (_name, car, options, expected) => {
    expect(cardTag(car, now, options)).toEqual(expected)
  })
})

describe('"created within the last 8 days"', () => {
  it.each<[string, Pick<Car, 'created_at'>, boolean]>([
    ['exactly 8 days ago is still new', { created_at: '2025-06-02T00:00:00Z' }, true],
    ['8 days and 1 second ago is not', { created_at: '2025-06-01T23:59:59Z' }, false],
    ['today is new', { created_at: '2025-06-09T23:00:00Z' }, true],
    ['no created_at is not new', {}, false],
    ['an unreadable date is not new', { created_at: 'yesterday' }, false],
  ])('%s', (_name, car, expected) => {
    expect(isNewArrival(car, new Date(now))).toBe(expected)
  })
})
