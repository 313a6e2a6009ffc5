import type { HoursRow, LocationCardData } from '@forecourt/stock-rules'
import { useId } from 'react'
import { cx, fill } from '../format'
import { LocationMap } from '../location-map/location-map'
import { HoursList, LocationAddress } from './location-parts'
import { StarRating } from '../star-rating/star-rating'

export type { HoursRow, LocationCardData }

/** Texts of {@link LocationCard}. */
export interface LocationCardTexts {
  /** @defaultValue 'View Details' */
  viewDetails: string
  /** @defaultValue 'Get Directions' */
  directions: string
  /** @defaultValue 'View Location' */
  viewLocation: string
  /** @defaultValue 'View Our Stock' */
  viewStock: string
  /** @defaultValue 'Opening Hours' */
  hours: string
  /** @defaultValue 'Dealer Licence: {number}' */
  licence: string
  /** After the stars; `{count}` is the number of reviews. @defaultValue '{count} reviews' */
  reviews: string
  /** Read after links that open a new tab. @defaultValue '(opens in a new tab)' */
  newTab: string
  /** A distance, when the dealer locator gives one; `{distance}` in km. @defaultValue '{distance} km away' */
  distance: string
}

/** Default texts of {@link LocationCard}. */
export const defaultLocationCardTexts: LocationCardTexts = {
  viewDetails: 'View Details',
  directions: 'Get Directions',
  viewLocation: 'View Location',
  viewStock: 'View Our Stock',
  hours: 'Opening Hours',
  licence: 'Dealer Licence: {number}',
  reviews: '{count} reviews',
  newTab: '(opens in a new tab)',
  distance: '{distance} km away',
}

/** Props of {@link LocationCard}. */
export interface LocationCardProps {
  location: LocationCardData
  /** 'large': the single card of a one-location block, with its map beside the details. @defaultValue 'compact' */
  size?: 'compact' | 'large'
  /** Distance from the shopper in km (dealer locator). */
  distanceKm?: number | null
  /** @defaultValue 3 */
  headingLevel?: 2 | 3
  texts?: Partial<LocationCardTexts>
}

/**
 * A location card (spec section 2): name, image or map, rating stars, address, suburb and state, phone, opening
 * hours, dealer licence number, and View Details, Get Directions, View Location and View Our Stock.
 * @example <LocationCard location={gosford} />
 */
export function LocationCard({
  location,
  size = 'compact',
  distanceKm,
  headingLevel = 3,
  texts,
}: LocationCardProps) {
  const t = { ...defaultLocationCardTexts, ...texts }
  const headingId = `${useId()}-name`
  const Heading = `h${headingLevel}` as const
  const showMap = size === 'large' || !location.image
  const newTab = <span className="fc-sr-only"> {t.newTab}</span>
  const about = <span className="fc-sr-only">, {location.name}</span>
  return (
    <article
      className={cx('fc-panel fc-lcard', size === 'large' && 'fc-lcard--large')}
      aria-labelledby={headingId}
    >
      <div className="fc-lcard__media">
        {location.image && !(size === 'large' && (location.map || location.googleEmbedSrc)) ? (
          <img
            className="fc-lcard__image"
            src={location.image.src}
            alt={location.image.alt}
            width={400}
            height={150}
            loading="lazy"
          />
        ) : showMap ? (
          <LocationMap
            name={location.name}
            map={location.map ?? null}
            googleEmbedSrc={location.googleEmbedSrc ?? null}
          />
        ) : null}
      </div>
      <div className="fc-lcard__body">
        <Heading className="fc-lcard__name" id={headingId}>
          {location.name}
        </Heading>
        {typeof distanceKm === 'number' ? (
          <p className="fc-lcard__distance">{fill(t.distance, { distance: distanceKm.toFixed(1) })}</p>
        ) : null}
        {location.rating && location.rating.count > 0 ? (
          <p className="fc-lcard__rating">
            <StarRating rating={location.rating.average} />{' '}
            <span>{fill(t.reviews, { count: location.rating.count })}</span>
          </p>
        ) : null}
        <LocationAddress className="fc-lcard__address" location={location} />
        <HoursList className="fc-lcard__hours" label={t.hours} rows={location.hours} />
        {location.dealerLicence ? (
          <p className="fc-lcard__licence">{fill(t.licence, { number: location.dealerLicence })}</p>
        ) : null}
        <div className="fc-lcard__actions">
          {location.href ? (
            <a className="fc-button" href={location.href}>
              {t.viewDetails}
              {about}
            </a>
          ) : null}
          {location.directionsHref ? (
            <a
              className="fc-button fc-button--outline"
              href={location.directionsHref}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t.directions}
              {about}
              {newTab}
            </a>
          ) : null}
          {location.placeHref ? (
            <a className="fc-link" href={location.placeHref} target="_blank" rel="noopener noreferrer">
              {t.viewLocation}
              {about}
              {newTab}
            </a>
          ) : null}
          {location.stockHref ? (
            <a className="fc-link" href={location.stockHref}>
              {t.viewStock}
              {about}
            </a>
          ) : null}
        </div>
      </div>
    </article>
  )
}
