import { notFound } from '@tanstack/react-router'
import type { RouterContext } from '../router-context'
import type { CarSummary, SiteShell } from '../site/site-types'

/** What the reserve and buy-online pages show: the tenant's shell and the car asked for, or null when unknown. */
export interface CheckoutData {
  shell: SiteShell
  car: CarSummary | null
  /** The car as the address named it ('' when it named none). */
  requested: string
}

/**
 * The data of /cars/{slug}/checkout or /cars/{slug}/buy-online: the tenant's reserve page is at one of the two
 * (tenant-config `reserve.path`), so the other one, and both where reserving is off, answer 404. A slug the tenant
 * does not list is not a 404 but the page's own "no such car" state (spec section 4: not redirected either).
 * @example loader: ({ context, params }) => loadReservePage(context, params.slug, 'checkout')
 */
export async function loadReservePage(
  context: RouterContext,
  slug: string,
  segment: 'checkout' | 'buy-online',
): Promise<CheckoutData> {
  const shell = await context.site.shell()
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's not-found signal is an object by design
  if (!shell.forms.reserve.enabled || shell.forms.reserve.path !== segment) throw notFound()
  const [car] = await context.site.cars([slug])
  // Cars are asked for by id or slug; this address names a slug, so an id that happens to match is no car.
  return { shell, car: car?.slug === slug ? car : null, requested: slug }
}

/**
 * The data of /checkout-journey?car_id={id or slug}: 404 where the tenant does not sell online (reserving off).
 * @example loader: ({ context, deps }) => loadCheckoutJourney(context, deps.carId)
 */
export async function loadCheckoutJourney(context: RouterContext, carId: string): Promise<CheckoutData> {
  const shell = await context.site.shell()
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's not-found signal is an object by design
  if (!shell.forms.reserve.enabled) throw notFound()
  const requested = carId.trim()
  // One car only: a list in car_id ('1,2') names none.
  const [car] = requested && !requested.includes(',') ? await context.site.cars([requested]) : []
  return { shell, car: car ?? null, requested }
}
