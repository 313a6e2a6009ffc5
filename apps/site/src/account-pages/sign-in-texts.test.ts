import { describe, expect, it } from 'vitest'
import { needsMobile, signInReason } from './sign-in-texts'

describe('/sign-in texts by type', () => {
  it.each([
    ['watchlist', 'Sign in to save cars to your watchlist'],
    ['checkout', 'Sign in to reserve this car'],
    ['finance', 'Sign in to apply for finance'],
    ['car-finance', 'Sign in to see finance for this car'],
    ['trade-in', 'Sign in to value your trade-in'],
    ['spin-to-win', 'Sign in to spin the wheel'],
    ['online-payment', 'Sign in to make a payment'],
    ['my-garage', 'Sign in to My Garage'],
    ['', 'Sign in'],
    ['toString', 'Sign in'],
    ['something-else', 'Sign in'],
  ])('%j → %s', (type, heading) => {
    expect(signInReason(type)).toBe(heading)
  })
})

describe('needsMobile: a watchlist sign-in ends with a mobile on the account', () => {
  it.each([
    ['watchlist', { phone: null }, true],
    ['watchlist', { phone: '+61412345678' }, false],
    ['watchlist', null, false],
    ['finance', { phone: null }, false],
  ])('%s with %j → %s', (type, user, expected) => {
    expect(needsMobile(type, user)).toBe(expected)
  })
})
