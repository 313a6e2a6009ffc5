import { describe, expect, it } from 'vitest'
import { regoExpiryText, showCertifiedInfo } from './rego.js'

const now = '2025-06-10T02:00:00Z' // 12:00 on 10 June in Brisbane

describe('"Rego expiry: past date shows Unregistered for some brands, otherwise nothing; future date shows \'Expires on {date}\'"', () => {
  it.each<[string, string, string | null | undefined, readonly string[], string | null]>([
    ['future date, en-AU', 'Kia', '2026-03-01', [], 'Expires on 01/03/2026'],
    ['future date-time', 'Kia', '2025-12-31T00:00:00+10:00', [], 'Expires on 31/12/2025'],
    ['expiring today is still registered', 'Kia', '2025-06-10', [], 'Expires on 10/06/2025'],
    ['past date on a configured brand', 'Toyota', '2025-06-09', ['Toyota'], 'Unregistered'],
    ['brand match ignores case', 'TOYOTA', '2024-01-01', ['toyota'], 'Unregistered'],
    ['past date on other brands: nothing', 'Kia', '2025-06-09', ['Toyota'], null],
    ['no rego expiry', 'Toyota', null, ['Toyota'], null],
    ['unreadable date', 'Toyota', 'soon', ['Toyota'], null],
  ])('%s', (_name, make, rego_expiry, unregisteredBrands, expected) => {
    expect(regoExpiryText({ make, rego_expiry }, now, { unregisteredBrands })).toBe(expected)
  })

  it('"today" is the Brisbane day, not the UTC day', () => {
    // 23:00 UTC on 9 June is already 10 June in Brisbane.
    expect(
      regoExpiryText({ make: 'Toyota', rego_expiry: '2025-06-09' }, '2025-06-09T23:00:00Z', {
        unregisteredBrands: ['Toyota'],
      }),
    ).toBe('Unregistered')
  })
})

describe('"Certified info: for one manufacturer\'s cars with certified true and not sold"', () => {
  const car = { make: 'Toyota', certified: true, status: 'in_stock', sold: false }
  it.each<[string, Parameters<typeof showCertifiedInfo>[0], string | null, boolean]>([
    ['configured manufacturer, certified, in stock', car, 'Toyota', true],
    ['not certified', { ...car, certified: false }, 'Toyota', false],
    ['sold', { ...car, status: 'sold' }, 'Toyota', false],
    ['other manufacturer', { ...car, make: 'Kia' }, 'Toyota', false],
    ['no manufacturer configured', car, null, false],
  ])('%s', (_name, input, certifiedManufacturer, expected) => {
    expect(showCertifiedInfo(input, { certifiedManufacturer })).toBe(expected)
  })
})
