import type { ReactNode } from 'react'
import type { useCarousel } from './use-carousel'

export interface CarouselTrackProps<T> {
  carousel: Pick<ReturnType<typeof useCarousel>, 'viewportRef'>
  /** Id of the slide container, named by the buttons' aria-controls. */
  containerId: string
  items: readonly T[]
  getKey: (item: T) => string
  /** The slide's accessible name, e.g. '2 of 12'. */
  slideLabel: (position: number, count: number) => string
  renderItem: (item: T, index: number) => ReactNode
}

/** The scrolling part of a carousel: a viewport, its container, and one labelled group per slide. */
export function CarouselTrack<T>({
  carousel,
  containerId,
  items,
  getKey,
  slideLabel,
  renderItem,
}: CarouselTrackProps<T>) {
  return (
    <div className="fc-carousel__viewport" ref={carousel.viewportRef}>
      <div className="fc-carousel__container" id={containerId}>
        {items.map((item, index) => (
          <div
            key={getKey(item)}
            className="fc-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(index + 1, items.length)}
          >
            {renderItem(item, index)}
          </div>
        ))}
      </div>
    </div>
  )
}
