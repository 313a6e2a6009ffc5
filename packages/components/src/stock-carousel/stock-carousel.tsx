import { useId } from 'react'
import { CarouselButtons } from '../carousel/carousel-buttons'
import { CarouselTrack } from '../carousel/carousel-track'
import { SwipeHint } from '../carousel/swipe-hint'
import { useCarousel } from '../carousel/use-carousel'
import { fill } from '../format'
import { VehicleCard, type VehicleCardProps } from '../vehicle-card/vehicle-card'

export interface StockCarouselTexts {
  /** @defaultValue 'View All' */
  viewAll: string
  /** @defaultValue 'Swipe' */
  swipeHint: string
  /** @defaultValue 'Previous vehicles' */
  previous: string
  /** @defaultValue 'Next vehicles' */
  next: string
  /** @defaultValue '{index} of {count}' */
  slide: string
}

export interface StockCarouselProps {
  heading: string
  cards: VehicleCardProps[]
  viewAllHref?: string
  texts?: Partial<StockCarouselTexts>
}

/** A row of vehicle cards to swipe through, with previous/next buttons disabled at the ends. */
export function StockCarousel({ heading, cards, viewAllHref, texts }: StockCarouselProps) {
  const t = {
    viewAll: 'View All',
    swipeHint: 'Swipe',
    previous: 'Previous vehicles',
    next: 'Next vehicles',
    slide: '{index} of {count}',
    ...texts,
  }
  const id = useId()
  const carousel = useCarousel(cards.length)
  if (!cards.length) return null
  const headingId = `${id}-heading`
  const containerId = `${id}-cards`
  return (
    <section
      className="fc-section fc-carousel fc-carousel--cards fc-carousel--four"
      aria-roledescription="carousel"
      aria-labelledby={headingId}
    >
      <div className="fc-carousel__head">
        <h2 className="fc-section__heading" id={headingId}>
          {heading}
        </h2>
        {viewAllHref ? (
          <a className="fc-link" href={viewAllHref}>
            {t.viewAll}
          </a>
        ) : null}
        <CarouselButtons carousel={carousel} controls={containerId} labels={t} />
      </div>
      <CarouselTrack
        carousel={carousel}
        containerId={containerId}
        items={cards}
        getKey={(card) => card.href}
        slideLabel={(index, count) => fill(t.slide, { index, count })}
        renderItem={(card) => <VehicleCard {...card} />}
      />
      {cards.length > 1 ? <SwipeHint text={t.swipeHint} /> : null}
    </section>
  )
}
