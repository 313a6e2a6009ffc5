import { describe, expect, it } from 'vitest'
import { gatedPagesOf } from './gated-pages-of.js'
import { parseTenant } from './parse-tenant.js'
import { minimalTenant } from './testing/minimal-tenant.js'

const tenantWith = (options: Record<string, unknown>) =>
  parseTenant({ ...minimalTenant(), options }, 'gated-pages-of.json')

describe('gatedPagesOf: the pages a signed-out shopper is sent to sign in for', () => {
  it.each([
    [
      '"online payment and garages always"; the rest by option (all off)',
      { features: { garage: true } },
      ['online-payment', 'my-garage'],
    ],
    [
      'checkout, finance, trade-in and spin-to-win when the tenant gates them',
      {
        gatedPages: { checkout: true, finance: true, tradeIn: true, spinToWin: true },
        features: { garage: true, spinToWin: true },
      },
      ['checkout', 'finance', 'trade-in', 'spin-to-win', 'online-payment', 'my-garage'],
    ],
    [
      'never a page the tenant does not have (no garage, no spin-to-win, no reserve)',
      {
        gatedPages: { checkout: true, spinToWin: true },
        features: { garage: false, spinToWin: false },
        reserve: { enabled: false },
      },
      ['online-payment'],
    ],
  ])('%s', (_name, options, expected) => {
    expect(gatedPagesOf(tenantWith(options))).toEqual(expected)
  })
})
