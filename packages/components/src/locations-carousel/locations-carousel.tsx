import { useId } from 'react'
import { CarouselButtons } from '../carousel/carousel-buttons'
import { CarouselTrack } from '../carousel/carousel-track'
import { SwipeHint } from '../carousel/swipe-hint'
import { useCarousel } from '../carousel/use-carousel'
import { fill } from '../format'

export interface LocationSummary {
  name: string
  href: string
  /** One line, e.g. '123 Gympie Rd, Kedron QLD 4031'. */
  address: string
  phone?: { text: string; href: string }
  image?: { src: string; alt: string }
}

export interface LocationsCarouselTexts {
  /** @defaultValue 'Previous locations' */
  previous: string
  /** @defaultValue 'Next locations' */
  next: string
  /** @defaultValue '{index} of {count}' */
  slide: string
}

export interface LocationsCarouselProps {
  /** @defaultValue 'Our Locations' */
  title?: string
  locations: LocationSummary[]
  /** @defaultValue 'Swipe' */
  swipeHint?: string
  texts?: Partial<LocationsCarouselTexts>
}

/** The spec's location image height, in CSS pixels. */
export const locationImageHeight = 150

/** The dealer's locations as cards to swipe through: image, name, address and phone. */
export function LocationsCarousel({
  title = 'Our Locations',
  locations,
  swipeHint = 'Swipe',
  texts,
}: LocationsCarouselProps) {
  const t = { previous: 'Previous locations', next: 'Next locations', slide: '{index} of {count}', ...texts }
  const id = useId()
  const carousel = useCarousel(locations.length)
  if (!locations.length) return null
  const headingId = `${id}-heading`
  const containerId = `${id}-locations`
  return (
    <section
      className="fc-section fc-carousel fc-carousel--cards"
      aria-roledescription="carousel"
      aria-labelledby={headingId}
    >
      <div className="fc-carousel__head">
        <h2 className="fc-section__heading" id={headingId}>
          {title}
        </h2>
        <CarouselButtons carousel={carousel} controls={containerId} labels={t} />
      </div>
      <CarouselTrack
        carousel={carousel}
        containerId={containerId}
        items={locations}
        getKey={(location) => location.href}
        slideLabel={(index, count) => fill(t.slide, { index, count })}
        renderItem={(location) => (
          <article className="fc-location">
            {location.image ? (
              <img
                className="fc-location__image"
                src={location.image.src}
                alt={location.image.alt}
                width={400}
                height={locationImageHeight}
                loading="lazy"
              />
            ) : (
              <div className="fc-location__image" aria-hidden="true" />
            )}
            <div className="fc-location__body">
              <h3 className="fc-location__name">
                <a className="fc-location__link" href={location.href}>
                  {location.name}
                </a>
              </h3>
              <p className="fc-location__address">{location.address}</p>
              {location.phone ? (
                <a className="fc-link fc-location__phone" href={location.phone.href}>
                  {location.phone.text}
                </a>
              ) : null}
            </div>
          </article>
        )}
      />
      {locations.length > 1 ? <SwipeHint text={swipeHint} /> : null}
    </section>
  )
}
