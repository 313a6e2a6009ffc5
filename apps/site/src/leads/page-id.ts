/** The vehicle page's route: its enquiries are filed as 'vdp' (the car itself travels as the lead's car_id). */
const vehiclePageRoute = '/cars/$slug'

/**
 * The page a lead is sent from, as the dealer's CRM files it (the enquiry's hidden `page_id`, spec §3): 'home',
 * 'vdp' for a car's page, else the page's path without its slashes, such as 'contact' or
 * 'locations/bunya-range-mazda-sales'.
 * @example leadPageId('/cars/$slug', '/cars/2025-mazda-cx-5-brg000001') // 'vdp'
 * @example leadPageId('/locations/$slug', '/locations/bunya-range-mazda-sales/') // 'locations/bunya-range-mazda-sales'
 */
export function leadPageId(routeId: string, pathname: string): string {
  if (routeId === vehiclePageRoute) return 'vdp'
  const path = pathname.replace(/^\/+|\/+$/g, '')
  return path === '' ? 'home' : path
}
