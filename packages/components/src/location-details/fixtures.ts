import { gosfordDepartments, gosfordReviews } from '../location-card/fixtures'
import { gosfordMap } from '../vehicle-map/fixtures'
import type { LocationDetailsData } from './location-details'

/** Wattle Bay Kia Gosford's details page as the site server composes it. */
export const gosfordDetails: LocationDetailsData = {
  name: 'Wattle Bay Kia Gosford',
  street: '240 Manns Road',
  suburbState: 'Gosford NSW 2250',
  phone: { text: '02 5081 8689', href: 'tel:0250818689' },
  directionsHref: 'https://www.google.com/maps/dir/?api=1&destination=-33.4274,151.342',
  rating: { average: 4.6, count: 275 },
  departments: gosfordDepartments,
  department: 'sales',
  reviews: gosfordReviews,
  map: gosfordMap,
  dealerLicence: 'MD 63466',
  repairerLicence: 'MVRL 37456',
}
