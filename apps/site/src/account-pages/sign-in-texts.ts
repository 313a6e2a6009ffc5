import type { SignInType } from '@forecourt/tenant-config/gated-pages'

/** Why the shopper is asked to sign in, by the `type` of /sign-in (spec section 2), shown as the page's heading. */
export const signInReasons: Readonly<Record<SignInType, string>> = {
  watchlist: 'Sign in to save cars to your watchlist',
  checkout: 'Sign in to reserve this car',
  finance: 'Sign in to apply for finance',
  'car-finance': 'Sign in to see finance for this car',
  'trade-in': 'Sign in to value your trade-in',
  'spin-to-win': 'Sign in to spin the wheel',
  'online-payment': 'Sign in to make a payment',
  'my-garage': 'Sign in to My Garage',
}

/**
 * The heading of /sign-in for its `type`; plain 'Sign in' for no type or one the site does not know.
 * @example signInReason('watchlist') // 'Sign in to save cars to your watchlist'
 */
export function signInReason(type: string): string {
  return Object.hasOwn(signInReasons, type) ? signInReasons[type as SignInType] : 'Sign in'
}

/**
 * Whether the shopper must still add a mobile before going on: the watchlist is kept by mobile number (spec
 * section 6), so a watchlist sign-in ends with a mobile on the account.
 * @example needsMobile('watchlist', { phone: null }) // true
 */
export function needsMobile(type: string, user: { phone: string | null } | null): boolean {
  return type === 'watchlist' && user !== null && !user.phone
}
