import { geocodePostcode, isPostcode } from './postcodes'

/** Spec section 8 ("Geocode no result") and 5: what the shopper is told when a postcode cannot be placed. */
export const invalidPostcodeMessage = 'Invalid postcode'

/** A geocoded Australian postcode: where it is, and its region's name parts. */
export interface GeocodedPostcode {
  lat: number
  lng: number
  locality: string
  state: string
}

/**
 * Turns an Australian postcode into a place (spec section 7, "Geocode lookup by Australian postcode"). Resolves
 * null when there is none: the caller shows {@link invalidPostcodeMessage}.
 */
export interface Geocoder {
  geocode(postcode: string): Promise<GeocodedPostcode | null>
}

/**
 * The embedded geocoder: the bundled postcode table, no network, no key.
 * @example await embeddedGeocoder.geocode('2000') // { lat: -33.8659, lng: 151.207, locality: 'Sydney', state: 'NSW' }
 */
export const embeddedGeocoder: Geocoder = {
  geocode: (postcode) => Promise.resolve(geocodePostcode(postcode)),
}

/** The error a failed geocode throws (spec section 5: "Postcode geocoding failure throws 'Invalid postcode'"). */
export class InvalidPostcodeError extends Error {
  constructor(readonly postcode: string) {
    super(invalidPostcodeMessage)
    this.name = 'InvalidPostcodeError'
  }
}

/**
 * Geocodes a postcode or throws {@link InvalidPostcodeError} ('Invalid postcode') when it is not four digits or
 * the geocoder finds nothing.
 * @example await geocodeOrThrow(embeddedGeocoder, '0000') // throws Error('Invalid postcode')
 */
export async function geocodeOrThrow(geocoder: Geocoder, postcode: string): Promise<GeocodedPostcode> {
  const code = postcode.trim()
  const place = isPostcode(code) ? await geocoder.geocode(code) : null
  if (!place) throw new InvalidPostcodeError(postcode)
  return place
}
