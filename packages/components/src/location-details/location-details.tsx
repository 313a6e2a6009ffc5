import type { LocationDetailsData } from '@forecourt/stock-rules'
import type { ReactNode } from 'react'
import { LicenceNumbers, LocationAddress } from '../location-card/location-parts'
import { LocationMap } from '../location-map/location-map'
import { OpeningHoursTable, type OpeningHoursTableTexts } from '../opening-hours-table/opening-hours-table'
import { ReviewList, ReviewSummary } from '../review-list/review-list'

export type { LocationDetailsData }

/** Texts of {@link LocationDetails}. */
export interface LocationDetailsTexts {
  /** @defaultValue 'Address' */
  address: string
  /** @defaultValue 'Get Directions' */
  directions: string
  /** @defaultValue '(opens in a new tab)' */
  newTab: string
  /** @defaultValue 'Based on {count} reviews' */
  basedOn: string
  /** @defaultValue 'DL#' */
  dealerLicence: string
  /** @defaultValue 'MVR#' */
  repairerLicence: string
  /** @defaultValue 'Reviews' */
  reviews: string
  hours?: Partial<OpeningHoursTableTexts>
}

/** Default texts of {@link LocationDetails}. */
export const defaultLocationDetailsTexts: LocationDetailsTexts = {
  address: 'Address',
  directions: 'Get Directions',
  newTab: '(opens in a new tab)',
  basedOn: 'Based on {count} reviews',
  dealerLicence: 'DL#',
  repairerLicence: 'MVR#',
  reviews: 'Reviews',
}

/** Props of {@link LocationDetails}. */
export interface LocationDetailsProps {
  location: LocationDetailsData
  /** Shown after the hours and map, e.g. the location's enquiry form. */
  children?: ReactNode
  texts?: Partial<LocationDetailsTexts>
}

/**
 * The location details page (spec section 2): the name as the page's heading, address and directions link, review
 * summary (average rating, 'Based on N reviews'), the Opening Hours table Monday to Sunday with a department
 * selector and the Holiday Hours dialog, the map (or image), then the reviews.
 * @example <LocationDetails location={details}><LeadForm … /></LocationDetails>
 */
export function LocationDetails({ location, children, texts }: LocationDetailsProps) {
  const t = { ...defaultLocationDetailsTexts, ...texts }
  const hasMap = Boolean(location.map || location.googleEmbedSrc)
  return (
    <div className="fc-section fc-ldetails">
      <header className="fc-ldetails__header">
        <h1 className="fc-section__heading fc-ldetails__title">{location.name}</h1>
        {location.rating && location.rating.count > 0 ? (
          <ReviewSummary
            average={location.rating.average}
            count={location.rating.count}
            basedOn={t.basedOn}
          />
        ) : null}
      </header>
      <div className="fc-ldetails__grid">
        <div className="fc-ldetails__main">
          <section className="fc-panel fc-ldetails__address" aria-labelledby="location-address">
            <h2 className="fc-hours__heading" id="location-address">
              {t.address}
            </h2>
            <LocationAddress location={location} />
            <LicenceNumbers
              dealerLicence={location.dealerLicence}
              repairerLicence={location.repairerLicence}
              labels={t}
            />
            {location.directionsHref ? (
              <a
                className="fc-button fc-button--outline"
                href={location.directionsHref}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t.directions} <span className="fc-sr-only">{t.newTab}</span>
              </a>
            ) : null}
          </section>
          <OpeningHoursTable
            departments={location.departments}
            {...(location.department ? { defaultDepartment: location.department } : {})}
            {...(t.hours ? { texts: t.hours } : {})}
          />
        </div>
        <div className="fc-ldetails__aside">
          {hasMap ? (
            <LocationMap
              name={location.name}
              map={location.map ?? null}
              googleEmbedSrc={location.googleEmbedSrc ?? null}
            />
          ) : location.image ? (
            <img
              className="fc-ltabs__image"
              src={location.image.src}
              alt={location.image.alt}
              width={400}
              height={150}
            />
          ) : null}
        </div>
      </div>
      {children}
      <ReviewList reviews={location.reviews} texts={{ heading: t.reviews }} />
    </div>
  )
}
