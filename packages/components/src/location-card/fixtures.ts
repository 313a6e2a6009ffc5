import { gosfordMap, toowoombaMap } from '../vehicle-map/fixtures'
import type { LocationGroupData } from '../locations-tabs/locations-tabs'
import type { DepartmentHours } from '../opening-hours-table/opening-hours-table'
import type { ReviewItem } from '../review-list/review-list'
import type { LocationCardData } from './location-card'

// Locations as the site server composes them for the demo tenants (fixtures/tenants/*.json).

const weekdays = [
  { label: 'Mon–Fri', hours: '08:30 - 17:30' },
  { label: 'Sat', hours: '08:00 - 13:00' },
  { label: 'Sun', hours: 'Closed' },
]

const photo = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="150"><rect width="400" height="150" fill="${colour}"/></svg>`,
  )}`

export const gosfordSales: LocationCardData = {
  id: 2001,
  name: 'Wattle Bay Kia Gosford - Sales',
  href: '/our-location/wattle-bay-kia-gosford',
  type: 'sales',
  primary: true,
  street: '240 Manns Road',
  suburbState: 'Gosford NSW 2250',
  phone: { text: '02 5081 8689', href: 'tel:0250818689' },
  hours: weekdays,
  dealerLicence: 'MD 63466',
  rating: { average: 4.6, count: 275 },
  directionsHref: 'https://www.google.com/maps/dir/?api=1&destination=-33.4274,151.342',
  placeHref: 'https://maps.example/?q=240%20Manns%20Road%2C%20Gosford%20NSW%202250',
  stockHref: '/search/wattle-bay-kia-gosford',
  map: gosfordMap,
}

export const gosfordService: LocationCardData = {
  ...gosfordSales,
  id: 2002,
  name: 'Wattle Bay Kia Gosford - Service',
  href: '/our-location/wattle-bay-kia-gosford-service',
  type: 'service',
  primary: false,
  dealerLicence: null,
  rating: { average: 4.3, count: 88 },
  stockHref: null,
  image: { src: photo('#2f4f3f'), alt: 'Wattle Bay Kia Gosford service workshop' },
}

export const gosfordParts: LocationCardData = {
  ...gosfordSales,
  id: 2003,
  name: 'Wattle Bay Kia Gosford - Parts',
  href: '/our-location/wattle-bay-kia-gosford-parts',
  type: 'parts',
  primary: false,
  dealerLicence: null,
  rating: null,
  stockHref: null,
  phone: null,
}

export const erinaUsed: LocationCardData = {
  ...gosfordSales,
  id: 2004,
  name: 'Wattle Bay Kia Used Cars Erina - Used Cars',
  href: '/our-location/wattle-bay-kia-used-cars-erina-used',
  type: 'used',
  primary: false,
  street: '12 Central Coast Highway',
  suburbState: 'Erina NSW 2250',
  dealerLicence: 'MD 48906',
  rating: { average: 4.8, count: 41 },
  image: { src: photo('#5b7fa6'), alt: 'Wattle Bay Kia Used Cars Erina yard' },
}

export const toowoombaSales: LocationCardData = {
  ...gosfordSales,
  id: 1001,
  name: 'Bunya Range Toowoomba - Sales',
  href: '/our-location/bunya-range-toowoomba',
  street: '412 Ruthven Street',
  suburbState: 'Toowoomba QLD 4350',
  phone: { text: '07 4294 7101', href: 'tel:0742947101' },
  dealerLicence: '3005770',
  directionsHref: 'https://www.google.com/maps/dir/?api=1&destination=-27.5572,151.9551',
  placeHref: null,
  map: toowoombaMap,
}

export const demoLocationCards: LocationCardData[] = [gosfordSales, gosfordService, gosfordParts, erinaUsed]

const week = (weekday: string, saturday: string, sunday = 'Closed') => [
  ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((label) => ({ label, hours: weekday })),
  { label: 'Saturday', hours: saturday },
  { label: 'Sunday', hours: sunday },
]

/** The departments of Wattle Bay Kia Gosford (sales, service, parts) for the Opening Hours table. */
export const gosfordDepartments: DepartmentHours[] = [
  {
    type: 'sales',
    label: 'Sales',
    rows: week('08:30 - 17:30', '08:00 - 13:00', '10:00 - 16:00'),
    holidays: [
      { date: '2026-12-24', label: 'Thursday 24 December 2026', hours: '08:30 - 12:00' },
      { date: '2026-12-25', label: 'Friday 25 December 2026', hours: 'Closed' },
    ],
  },
  { type: 'service', label: 'Service', rows: week('07:00 - 17:00', '08:00 - 12:00'), holidays: [] },
  {
    type: 'parts',
    label: 'Parts',
    rows: week('08:00 - 17:00', 'Closed'),
    holidays: [{ date: '2026-12-25', label: 'Friday 25 December 2026', hours: 'Closed' }],
  },
]

/** Reviews of Wattle Bay Kia Gosford, one with the dealer's reply. */
export const gosfordReviews: ReviewItem[] = [
  {
    id: '2001-1',
    author: 'Daniel R.',
    rating: 5,
    text: 'Great trade-in price and smooth finance approval.',
    date: '05/04/2026',
    dateTime: '2026-04-05',
    ago: '7 months ago',
    reply: { text: 'Thanks Daniel, enjoy the new car!', date: '06/04/2026' },
  },
  {
    id: '2001-3',
    author: 'Mick D.',
    rating: 4.5,
    text: 'Very happy with our new car, thanks to the whole team!',
    date: '22/02/2026',
    dateTime: '2026-02-22',
    ago: '8 months ago',
  },
]

/** The locations page's groups: Wattle Bay Kia with every department type, and a second dealership. */
export const demoLocationGroups: LocationGroupData[] = [
  {
    key: 'wattle-bay-kia',
    name: 'Wattle Bay Kia',
    locations: [
      {
        id: 2001,
        name: 'Wattle Bay Kia Gosford - Sales',
        href: '/our-location/wattle-bay-kia-gosford',
        type: 'sales',
        street: '240 Manns Road',
        postcode: '2250',
        suburbState: 'Gosford NSW 2250',
        phone: { text: '02 5081 8689', href: 'tel:0250818689' },
        hours: weekdays,
        website: 'https://wattlebaykia.example/locations/wattle-bay-kia',
        dealerLicence: 'MD 63466',
        repairerLicence: 'MVRL 37456',
        visual: { kind: 'map', map: gosfordMap },
      },
      {
        id: 2002,
        name: 'Wattle Bay Kia Gosford - Service',
        href: '/our-location/wattle-bay-kia-gosford-service',
        type: 'service',
        street: '240 Manns Road',
        postcode: '2250',
        suburbState: 'Gosford NSW 2250',
        hours: weekdays,
        website: 'https://wattlebaykia.example/locations/wattle-bay-kia',
        repairerLicence: 'MVRL 97679',
        visual: { kind: 'image', src: photo('#2f4f3f'), alt: 'Wattle Bay Kia Gosford service workshop' },
      },
      {
        id: 2004,
        name: 'Wattle Bay Kia Used Cars Erina - Used Cars',
        href: '/our-location/wattle-bay-kia-used-cars-erina-used',
        type: 'used',
        street: '12 Central Coast Highway',
        postcode: '2250',
        suburbState: 'Erina NSW 2250',
        hours: weekdays,
        dealerLicence: 'MD 48906',
        visual: { kind: 'logo', src: photo('#bb162b'), alt: 'Kia' },
      },
    ],
  },
  {
    key: 'bunya-range-mazda',
    name: 'Bunya Range Mazda',
    locations: [
      {
        id: 1008,
        name: 'Bunya Range Ipswich - Sales',
        href: '/our-location/bunya-range-ipswich',
        type: '',
        street: '18 Brisbane Road',
        postcode: '4305',
        suburbState: 'Ipswich QLD 4305',
        hours: weekdays,
        dealerLicence: '3015057',
        visual: { kind: 'map', map: toowoombaMap },
      },
      {
        id: 1009,
        name: 'Bunya Range Ipswich - Service',
        href: '/our-location/bunya-range-ipswich-service',
        type: 'service',
        street: '18 Brisbane Road',
        postcode: '4305',
        suburbState: 'Ipswich QLD 4305',
        hours: weekdays,
        repairerLicence: 'MVR 45675',
        visual: null,
      },
    ],
  },
]
