import { createSiteApiClient } from '@forecourt/site-api/client'

/**
 * The analytics events of spec section 7, by id. Names say what the shopper did.
 * @example track(analyticsEvents.callDealer, { carId: 1000007 })
 */
export const analyticsEvents = {
  callDealer: 25,
  financeCalculatorUse: 26,
  saveCar: 39,
  financeModal: 9,
  newCarEnquiry: 14,
  usedCarEnquiry: 15,
  newCarTestDrive: 17,
  usedCarTestDrive: 48,
} as const

interface AnalyticsWindow {
  dataLayer?: unknown[]
}

/**
 * Sends one analytics event: onto the page's data layer (for a tenant's tag manager) and to the site's own
 * collector. Analytics must never break the page, so every failure is swallowed with a console warning.
 * @example track(26) // the finance calculator was used
 */
export function track(event: number, detail: { carId?: number } = {}): void {
  try {
    const target = window as unknown as AnalyticsWindow
    target.dataLayer ??= []
    target.dataLayer.push({ event: `forecourt.${event}`, eventId: event, ...detail })
    // A keepalive fetch outlives the page as a beacon does, and can declare JSON, which the server requires of
    // every write (a beacon's string body is text/plain).
    void createSiteApiClient()
      .post('/api/events', { event, car_id: detail.carId ?? null }, { keepalive: true })
      .then((answer) => answer.status === 0 && console.warn(`Analytics event ${event} was not sent`))
  } catch (error) {
    console.warn(`Analytics event ${event} was not sent`, error)
  }
}
