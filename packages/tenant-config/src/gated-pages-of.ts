import { everyGatedPage, isGatedPage, type GatedPage } from './accessors.js'
import { pageShown } from './gated-pages.js'
import type { Tenant } from './parse-tenant.js'

/**
 * The pages that need a signed-in shopper on this tenant: those it gates ({@link isGatedPage}) among those it has
 * at all ({@link pageShown}). The server gates a request by it, and the browser a move within the site.
 * @example gatedPagesOf(tenant) // ['checkout', 'spin-to-win', 'online-payment', 'my-garage']
 */
export function gatedPagesOf(tenant: Tenant): GatedPage[] {
  const switches = {
    garage: tenant.options.features.garage,
    spinToWin: tenant.options.features.spinToWin,
    reserve: tenant.options.reserve.enabled,
  }
  return everyGatedPage.filter((page) => pageShown(page, switches) && isGatedPage(tenant, page))
}
