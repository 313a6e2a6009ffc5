import { describe, expect, it } from 'vitest'
import { isAvailable, isSold, sidebarMode } from './availability.js'

describe('Availability: "in_stock and coming_soon are available"', () => {
  it.each([
    ['in_stock is available', 'in_stock', true],
    ['coming_soon is available', 'coming_soon', true],
    ['sold is not ("Anything else, including sold")', 'sold', false],
    ['an unknown status is not ("Anything else")', 'archived', false],
    ['an empty status is not', '', false],
  ])('%s', (_name, status, expected) => {
    expect(isAvailable({ status })).toBe(expected)
  })
})

describe('isSold', () => {
  it.each([
    ['status sold', { status: 'sold' }, true],
    ['sold flag on an in_stock feed row', { status: 'in_stock', sold: true }, true],
    ['in_stock, not flagged', { status: 'in_stock', sold: false }, false],
    ['coming_soon', { status: 'coming_soon' }, false],
  ])('%s', (_name, car, expected) => {
    expect(isSold(car)).toBe(expected)
  })
})

describe('"shows the SOLD panel and ... a Find Me Something Similar link/enquiry (unless a no-stock option is set)"', () => {
  it.each([
    [
      'in_stock: full sidebar with price and buttons',
      'in_stock',
      false,
      { fullSidebar: true, soldPanel: false, findMeSomethingSimilar: false },
    ],
    [
      'coming_soon: full sidebar',
      'coming_soon',
      false,
      { fullSidebar: true, soldPanel: false, findMeSomethingSimilar: false },
    ],
    [
      'sold: SOLD panel and Find Me Something Similar',
      'sold',
      false,
      { fullSidebar: false, soldPanel: true, findMeSomethingSimilar: true },
    ],
    [
      'sold with the no-stock option: SOLD panel only',
      'sold',
      true,
      { fullSidebar: false, soldPanel: true, findMeSomethingSimilar: false },
    ],
    [
      'other status: SOLD panel and Find Me Something Similar',
      'on_hold',
      false,
      { fullSidebar: false, soldPanel: true, findMeSomethingSimilar: true },
    ],
  ])('%s', (_name, status, noStockOption, expected) => {
    expect(sidebarMode({ status }, { noStockOption })).toEqual(expected)
  })
})
