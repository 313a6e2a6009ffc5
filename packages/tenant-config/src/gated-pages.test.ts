import { describe, expect, it } from 'vitest'
import {
  brandGarageFor,
  gatedPageFor,
  pageShown,
  safeRedirectTarget,
  signInAddressFor,
  signInRedirect,
  signInTypeFor,
  type GatedPage,
  type GatedPageOptions,
} from './gated-pages.js'

const everythingGated: GatedPageOptions = {
  isGated: () => true,
  brandGaragePaths: ['/kia-garage', '/Toyota-Garage/'],
  reservePathSegment: 'checkout',
  knownCar: (slugOrId) => ['2024-kia-ev6-7', '7', 'Mixed-Case-Car'].includes(slugOrId),
}

describe('gatedPageFor (spec sections 2, 4 and 6)', () => {
  it.each<[string, GatedPage | null]>([
    ['/online-payment', 'online-payment'],
    ['/my-garage', 'my-garage'],
    ['/kia-garage', 'my-garage'],
    ['/toyota-garage', 'my-garage'],
    ['/spin-to-win', 'spin-to-win'],
    ['/finance', 'finance'],
    ['/finance?preferredDealership=2&car_id=7#finance-form', 'finance'],
    ['/finance-enquiry', 'finance'],
    ['/apply-for-finance', 'finance'],
    ['/finance-pre-approval', 'finance'],
    ['/finance-and-insurance', 'finance'],
    ['/personalised/finance?car_id=7', 'finance'],
    ['/trade-in', 'trade-in'],
    ['/cars/trade-in?car_id=7', 'trade-in'],
    ['/instant-price', 'trade-in'],
    ['/sell-my-car', 'trade-in'],
    ['/cars/2024-kia-ev6-7/checkout', 'checkout'],
    ['/checkout-journey?car_id=7', 'checkout'],
    ['/checkout-journey?car_id=2024-kia-ev6-7', 'checkout'],
    // A checkout page without a known car is not redirected.
    ['/cars/unknown-car/checkout', null],
    ['/checkout-journey?car_id=999', null],
    ['/checkout-journey', null],
    // Only the tenant's own reserve segment is its checkout page.
    ['/cars/2024-kia-ev6-7/buy-online', null],
    // Written differently, the same page is still gated.
    ['/finance/', 'finance'],
    ['/Finance', 'finance'],
    ['/%66inance', 'finance'],
    ['//finance', 'finance'],
    ['/cars/2024-kia-ev6-7/Checkout', 'checkout'],
    ['/cars/Mixed-Case-Car/checkout', 'checkout'],
    // Open pages.
    ['/', null],
    ['/cars/2024-kia-ev6-7', null],
    ['/search/new-used-and-demo-cars', null],
    ['/finance-calculator', null],
    ['/sign-in?type=finance', null],
    ['/%E0%A4%A', null],
  ])('%s → %s', (path, expected) => {
    expect(gatedPageFor(path, everythingGated)).toBe(expected)
  })

  it('a page the tenant does not gate is open', () => {
    const options: GatedPageOptions = {
      ...everythingGated,
      isGated: (page) => page === 'online-payment' || page === 'my-garage',
    }
    expect(
      ['/finance', '/trade-in', '/spin-to-win', '/cars/2024-kia-ev6-7/checkout', '/my-garage'].map((path) =>
        gatedPageFor(path, options),
      ),
    ).toEqual([null, null, null, null, 'my-garage'])
  })

  it('buy-online tenants gate /cars/{slug}/buy-online', () => {
    const options: GatedPageOptions = { ...everythingGated, reservePathSegment: 'buy-online' }
    expect(gatedPageFor('/cars/2024-kia-ev6-7/buy-online', options)).toBe('checkout')
    expect(gatedPageFor('/cars/2024-kia-ev6-7/checkout', options)).toBeNull()
  })
})

describe('signInAddressFor: where a signed-out shopper is sent first', () => {
  it.each<[string, string | null]>([
    ['/finance?car_id=7', '/sign-in?type=finance&redirect=%2Ffinance%3Fcar_id%3D7&back=%2F'],
    [
      '/personalised/finance?car_id=7',
      '/sign-in?type=car-finance&redirect=%2Fpersonalised%2Ffinance%3Fcar_id%3D7&back=%2F',
    ],
    [
      '/cars/2024-kia-ev6-7/checkout',
      '/sign-in?type=checkout&redirect=%2Fcars%2F2024-kia-ev6-7%2Fcheckout&back=%2F',
    ],
    ['/cars/unknown-car/checkout', null],
    ['/search/new-used-and-demo-cars', null],
  ])('%s → %s', (path, expected) => {
    expect(signInAddressFor(path, everythingGated)).toBe(expected)
  })
})

describe('signInTypeFor', () => {
  it.each<[GatedPage, string, string]>([
    ['finance', '/personalised/finance?car_id=7', 'car-finance'],
    ['finance', '/finance', 'finance'],
    ['checkout', '/checkout-journey?car_id=7', 'checkout'],
    ['my-garage', '/kia-garage', 'my-garage'],
  ])('%s at %s signs in as %s', (page, path, type) => {
    expect(signInTypeFor(page, path)).toBe(type)
  })
})

describe('safeRedirectTarget (no open redirects)', () => {
  it.each<[unknown, string]>([
    ['/finance?car_id=7', '/finance?car_id=7'],
    ['/cars/x#finance-form', '/cars/x#finance-form'],
    ['/', '/'],
    ['https://evil.example/', '/'],
    ['http:evil.example', '/'],
    ['//evil.example/path', '/'],
    ['///evil.example', '/'],
    ['/\\evil.example', '/'],
    ['\\\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['finance', '/'],
    ['', '/'],
    [' /finance', '/'],
    ['/sign-in?type=finance', '/'],
    ['/Sign-In/', '/'],
    [`/${'x'.repeat(3000)}`, '/'],
    [null, '/'],
    [undefined, '/'],
    [['/finance'], '/'],
  ])('%j → %j', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected)
  })
})

describe('signInRedirect', () => {
  it.each<[Parameters<typeof signInRedirect>, string]>([
    [['finance', '/finance?car_id=7'], '/sign-in?type=finance&redirect=%2Ffinance%3Fcar_id%3D7&back=%2F'],
    [['watchlist', '/cars/x', '/cars/x'], '/sign-in?type=watchlist&redirect=%2Fcars%2Fx&back=%2Fcars%2Fx'],
    [
      ['car-finance', '/personalised/finance?car_id=7', '/cars/x'],
      '/sign-in?type=car-finance&redirect=%2Fpersonalised%2Ffinance%3Fcar_id%3D7&back=%2Fcars%2Fx',
    ],
    [
      ['my-garage', '//evil.example', 'https://evil.example'],
      '/sign-in?type=my-garage&redirect=%2F&back=%2F',
    ],
  ])('%j → %s', (args, expected) => {
    expect(signInRedirect(...args)).toBe(expected)
  })
})

describe('pageShown: a page the tenant does not have is never gated', () => {
  const none = { garage: false, spinToWin: false, reserve: false }
  const all = { garage: true, spinToWin: true, reserve: true }
  it.each<[GatedPage, boolean, boolean]>([
    ['my-garage', false, true],
    ['spin-to-win', false, true],
    ['checkout', false, true],
    ['online-payment', true, true],
    ['finance', true, true],
    ['trade-in', true, true],
  ])('%s: %s without its switch, %s with it', (page, without, withSwitch) => {
    expect(pageShown(page, none)).toBe(without)
    expect(pageShown(page, all)).toBe(withSwitch)
  })
})

describe('brandGarageFor', () => {
  it.each<[string, string | null]>([
    ['/toyota-garage', '/toyota-garage'],
    ['/Toyota-Garage/', '/toyota-garage'],
    ['/%74oyota-garage', '/toyota-garage'],
    ['/kia-garage', null],
    ['/my-garage', null],
    ['/toyota-garage/extra', null],
  ])('%s → %s', (pathname, expected) => {
    expect(brandGarageFor(pathname, ['/toyota-garage'])).toBe(expected)
  })
})
