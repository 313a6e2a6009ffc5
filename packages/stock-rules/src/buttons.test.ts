import { describe, expect, it } from 'vitest'
import {
  showHistoryReportButton,
  showOnlinePurchaseButton,
  showReserveButton,
  showSaveButton,
  showShortlistButtons,
  showTradeInButton,
  type ShortlistButtonOptions,
} from './buttons.js'

describe('"Trade-in button only for available cars"', () => {
  it.each([
    ['in_stock', true],
    ['coming_soon', true],
    ['sold', false],
  ])('%s → %s', (status, expected) => {
    expect(showTradeInButton({ status })).toBe(expected)
  })
})

describe('"reserve and online purchase only when available" and "only when eligible for reservation"', () => {
  const car = { status: 'in_stock', price: 30000, reserved: false, sold: false }
  it.each<[string, Parameters<typeof showReserveButton>[0], boolean, boolean]>([
    ['available, priced, enabled', car, true, true],
    ['site without reservations', car, false, false],
    ['sold car', { ...car, status: 'sold' }, true, false],
    ['coming_soon car is available', { ...car, status: 'coming_soon' }, true, true],
    ['already reserved', { ...car, reserved: true }, true, false],
    ['no displayed price', { ...car, price: 10 }, true, false],
  ])('%s', (_name, input, enabled, expected) => {
    expect(showReserveButton(input, { reservationEnabled: enabled })).toBe(expected)
    expect(showOnlinePurchaseButton(input, { onlinePurchaseEnabled: enabled })).toBe(expected)
  })
})

describe('"history report only if the car has a file"', () => {
  it.each<[string, Parameters<typeof showHistoryReportButton>[0], boolean]>([
    ['file with a url', { file: { url: 'https://cdn.example/report.pdf' } }, true],
    ['file without a url', { file: { url: null } }, false],
    ['blank url', { file: { url: ' ' } }, false],
    ['no file', { file: null }, false],
    ['field absent', {}, false],
  ])('%s', (_name, car, expected) => {
    expect(showHistoryReportButton(car)).toBe(expected)
  })
})

type ShortlistCar = Parameters<typeof showShortlistButtons>[0]
const usedCar: ShortlistCar = {
  status: 'in_stock',
  car_type: 'used',
  price: 25000,
  images: [{ image: { url: 'https://cdn.example/1.jpg' } }],
}

describe('"Save / Compare / Favourite buttons show only when enabled and the car is available"', () => {
  it.each<[string, ShortlistCar, ShortlistButtonOptions, boolean]>([
    ['enabled by default, available', usedCar, {}, true],
    ['switched off', usedCar, { enabled: false }, false],
    ['sold car', { ...usedCar, status: 'sold' }, {}, false],
    [
      '"one variant also needs price above 0 and at least one image": both present',
      usedCar,
      { requirePriceAndImage: true },
      true,
    ],
    ['variant: price 0', { ...usedCar, price: 0 }, { requirePriceAndImage: true }, false],
    ['variant: no image', { ...usedCar, images: [] }, { requirePriceAndImage: true }, false],
    [
      'variant: photos_count counts as an image',
      { ...usedCar, images: undefined, photos_count: 3 },
      { requirePriceAndImage: true },
      true,
    ],
    ['without the variant, price 0 is fine', { ...usedCar, price: 0, images: [] }, {}, true],
    ['"used cars only for some dealers": used', usedCar, { usedCarsOnly: true }, true],
    [
      '"used cars only for some dealers": demo',
      { ...usedCar, car_type: 'demo' },
      { usedCarsOnly: true },
      false,
    ],
  ])('%s', (_name, car, options, expected) => {
    expect(showShortlistButtons(car, options)).toBe(expected)
  })
})

describe('"A sold car shows no Save button unless already saved"', () => {
  it.each<[string, ShortlistCar, boolean, ShortlistButtonOptions, boolean]>([
    ['sold, not saved', { ...usedCar, status: 'sold' }, false, {}, false],
    ['sold, already saved', { ...usedCar, status: 'sold' }, true, {}, true],
    ['available, not saved', usedCar, false, {}, true],
    ['saved but buttons switched off', usedCar, true, { enabled: false }, false],
  ])('%s', (_name, car, saved, options, expected) => {
    expect(showSaveButton(car, saved, options)).toBe(expected)
  })
})
