/**
 * Every endpoint of the site that takes a POST body, for the suites that send each of them hostile or cross-site
 * requests. Until the server has one route table to read it from, a new write endpoint is added here.
 * @example it.each(writeEndpoints)('%s refuses a cross-site POST', async (path) => {})
 */
export const writeEndpoints = [
  '/api/leads',
  '/api/reservations',
  '/api/online-payment',
  '/api/spin-to-win',
  '/api/sign-in/code',
  '/api/sign-in/verify',
  '/api/sign-out',
  '/api/account/phone',
  '/api/watchlist/save-car',
  '/api/watchlist/remove-car',
  '/api/youx/quote',
  '/api/trade-in/rego-lookup',
  '/api/trade-in/adjustments',
  '/api/trade-in/offer-accepted',
  '/api/miscellaneous',
  '/api/events',
  '/api/phone-reveal',
] as const
