import type {
  LocationCardData,
  LocationDetailsData,
  LocationGroupData,
  LocatorResult,
} from '@forecourt/stock-rules'

/** The head of a locations page: canonical path, title and description. */
export interface LocationsPageHead {
  path: string
  title: string
  description: string
}

/** The locations page (/contact's locations, /locations/{dealership_slug}): location groups with their tabs. */
export interface LocationsPageData {
  groups: LocationGroupData[]
}

/** The location block of a dealership's page. */
export interface LocationBlockData {
  title: string
  layout: 'cards' | 'tabbed-map'
  locations: LocationCardData[]
}

/**
 * A page of the /locations/{slug}, /our-location/{slug} and /contact-us/{slug} routes: a dealership's locations
 * (tabs and block), or one location's details with its enquiry form.
 */
export type LocationPage =
  | {
      kind: 'dealership'
      head: LocationsPageHead
      name: string
      groupKey: string
      page: LocationsPageData
      block: LocationBlockData
    }
  | {
      kind: 'details'
      head: LocationsPageHead
      locationId: number
      details: LocationDetailsData
      /** The enquiry form's title: 'Parts Enquiry' at a parts location, else the contact form's 'Contact Us'. */
      formTitle: 'Parts Enquiry' | 'Contact Us'
    }

/** Which location page a route asks for. */
export type LocationRoute = 'locations' | 'our-location' | 'contact-us'

/** What the dealer locator was asked: a postcode, or a position (the browser's), as the URL carries them. */
export interface DealerLocatorQuery {
  postcode?: string | undefined
  lat?: string | undefined
  lng?: string | undefined
}

/** The dealer locator: the locations, nearest first once there is an origin, and any error. */
export interface DealerLocatorData {
  results: LocatorResult[]
  postcode: string | null
  origin: 'postcode' | 'position' | null
  /** e.g. 'Invalid postcode'. */
  error: string | null
}
