import { createSiteApiClient } from '@forecourt/site-api/client'
import type { AutogaugeResponse, DeliveryEstimate } from '@forecourt/stock-rules'
import { getJsonOrNull } from '../site/site-api'
import type { VehiclePage } from '../site/vehicle-types'

/**
 * The view counter (spec section 7: GET /cars/{slug}/view.json with photos_count, updated_at and website_id).
 * A non-OK answer, or none, gives null.
 * @example await viewCount(page) // 400
 */
export async function viewCount(page: VehiclePage): Promise<number | null> {
  const query = new URLSearchParams({
    photos_count: String(page.photosCount),
    updated_at: page.updatedAt ?? '',
    website_id: page.websiteId,
  })
  try {
    const response = await fetch(`/cars/${page.slug}/view.json?${query}`, {
      headers: { accept: 'application/json' },
    })
    if (!response.ok) return null
    const body = (await response.json()) as { views?: unknown }
    return typeof body.views === 'number' ? body.views : null
  } catch {
    return null
  }
}

/**
 * The price comparison's data (spec section 7: GET /cars/{slug}/autogauge). An empty answer logs 'No data
 * returned'; a failure is logged; both give null, and the block stays hidden.
 */
export async function loadGauge(slug: string): Promise<AutogaugeResponse | null> {
  try {
    const response = await fetch(`/cars/${slug}/autogauge`, { headers: { accept: 'application/json' } })
    if (response.status === 204) {
      console.log('No data returned')
      return null
    }
    if (!response.ok) throw new Error(`autogauge answered ${response.status}`)
    return (await response.json()) as AutogaugeResponse
  } catch (error) {
    console.error('Price comparison failed', error)
    return null
  }
}

/**
 * A delivery estimate for a postcode: the price and region, or null for a location we can't quote (the
 * calculator then shows the spec's unknown-location message). Other failures throw.
 */
export function deliveryEstimate(postcode: string): Promise<DeliveryEstimate | null> {
  return getJsonOrNull<DeliveryEstimate>(`/api/delivery-estimate?postcode=${encodeURIComponent(postcode)}`)
}

/**
 * Downloads the car's PDF as {slug}.pdf (spec section 7). Throws with a message the page alerts when it fails.
 */
export async function downloadPdf(page: VehiclePage): Promise<void> {
  if (!page.actions.print) throw new Error('This vehicle has no PDF.')
  const response = await fetch(page.actions.print.pdfHref)
  if (!response.ok)
    throw new Error(`The PDF could not be prepared (error ${response.status}). Please try again.`)
  const blob = await response.blob()
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = `${page.slug}.pdf`
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}

/** Records that the shopper revealed the dealer's phone number; the answer is only logged (spec section 7). */
export function recordPhoneReveal(page: VehiclePage): void {
  void createSiteApiClient()
    .post('/api/phone-reveal', {
      car_id: page.carId,
      dealership_id: page.dealershipId,
      website_id: page.websiteId,
    })
    .then((answer) =>
      console.log(
        answer.status === 0 ? 'Phone reveal not recorded' : `Phone reveal recorded: ${answer.status}`,
      ),
    )
}
