import { useEffect, useId, useState } from 'react'
import { CarouselButtons } from '../carousel/carousel-buttons'
import { useCarousel } from '../carousel/use-carousel'
import { cx, fill } from '../format'

export interface PromotionSlide {
  /** Banner image at 1920×540. */
  image: { src: string; alt: string; srcSet?: string }
  href?: string
  heading?: string
  text?: string
}

export interface PromotionsSliderTexts {
  /** @defaultValue 'Promotions' */
  region: string
  /** @defaultValue 'Previous slide' */
  previous: string
  /** @defaultValue 'Next slide' */
  next: string
  /** Name of a slide; `{index}` and `{count}` are filled in. @defaultValue '{index} of {count}' */
  slide: string
  /** Name of a dot button. @defaultValue 'Go to slide {index}' */
  goTo: string
  /** @defaultValue 'Pause slides' */
  pause: string
  /** @defaultValue 'Play slides' */
  play: string
  /** The call to action inside a linked slide, part of its link's name. @defaultValue 'Shop Now' */
  action: string
}

const defaultTexts: PromotionsSliderTexts = {
  region: 'Promotions',
  previous: 'Previous slide',
  next: 'Next slide',
  slide: '{index} of {count}',
  goTo: 'Go to slide {index}',
  pause: 'Pause slides',
  play: 'Play slides',
  action: 'Shop Now',
}

export interface PromotionsSliderProps {
  slides: PromotionSlide[]
  /** Advance every `delayMs` (never with reduced motion; a pause button is shown). @defaultValue off */
  autoplay?: { delayMs: number }
  /** Slide shown first. @defaultValue 0 */
  startIndex?: number
  texts?: Partial<PromotionsSliderTexts>
}

/** The spec's promotions slider banner size. */
export const promotionSize = { width: 1920, height: 540 }

/**
 * Full-width promotions slider (1920×540). The server HTML already shows the first slide at its final size; the
 * first image loads eagerly with high priority, the others lazily. Previous and next are disabled at the ends.
 */
export function PromotionsSlider({ slides, autoplay, startIndex = 0, texts }: PromotionsSliderProps) {
  const t = { ...defaultTexts, ...texts }
  const id = useId()
  const carousel = useCarousel(slides.length, startIndex)
  const [playing, setPlaying] = useState(Boolean(autoplay))
  const [paused, setPaused] = useState(false)
  const { scrollNext, scrollTo, canNext, reducedMotion } = carousel
  const running = Boolean(autoplay) && playing && !paused && !reducedMotion

  useEffect(() => {
    if (!running || !autoplay) return
    const timer = window.setInterval(() => (canNext ? scrollNext() : scrollTo(0)), autoplay.delayMs)
    return () => window.clearInterval(timer)
  }, [running, autoplay, canNext, scrollNext, scrollTo])

  if (!slides.length) return null
  const containerId = `${id}-slides`
  return (
    <section
      className="fc-carousel fc-promo"
      aria-roledescription="carousel"
      aria-label={t.region}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="fc-carousel__viewport" ref={carousel.viewportRef}>
        <div className="fc-carousel__container" id={containerId}>
          {slides.map((slide, index) => {
            const first = index === 0
            const picture = (
              <img
                className="fc-promo__image"
                src={slide.image.src}
                srcSet={slide.image.srcSet}
                sizes={slide.image.srcSet ? '100vw' : undefined}
                alt={slide.image.alt}
                width={promotionSize.width}
                height={promotionSize.height}
                loading={first ? 'eager' : 'lazy'}
                fetchPriority={first ? 'high' : undefined}
                decoding={first ? undefined : 'async'}
              />
            )
            const caption =
              slide.heading || slide.text || slide.href ? (
                <div className="fc-promo__caption">
                  {slide.heading ? <h2 className="fc-promo__heading">{slide.heading}</h2> : null}
                  {slide.text ? <p className="fc-promo__text">{slide.text}</p> : null}
                  {slide.href ? <span className="fc-button fc-promo__action">{t.action}</span> : null}
                </div>
              ) : null
            return (
              <div
                key={`${slide.image.src}-${index}`}
                className="fc-carousel__slide fc-promo__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={fill(t.slide, { index: index + 1, count: slides.length })}
              >
                {slide.href ? (
                  <a className="fc-promo__link" href={slide.href}>
                    {picture}
                    {caption}
                  </a>
                ) : (
                  <>
                    {picture}
                    {caption}
                  </>
                )}
              </div>
            )
          })}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className="fc-promo__controls">
          {autoplay ? (
            <button
              type="button"
              className="fc-carousel__button fc-promo__play"
              aria-label={playing ? t.pause : t.play}
              onClick={() => setPlaying((value) => !value)}
            >
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                <path fill="currentColor" d={playing ? 'M7 5h4v14H7zm6 0h4v14h-4z' : 'M8 5l11 7-11 7z'} />
              </svg>
            </button>
          ) : null}
          <CarouselButtons carousel={carousel} controls={containerId} labels={t} />
          <div className="fc-promo__dots">
            {Array.from({ length: carousel.snapCount }, (_, index) => (
              <button
                key={index}
                type="button"
                className={cx('fc-promo__dot', index === carousel.selected && 'fc-promo__dot--selected')}
                aria-label={fill(t.goTo, { index: index + 1 })}
                aria-current={index === carousel.selected ? 'true' : undefined}
                aria-controls={containerId}
                onClick={() => carousel.scrollTo(index)}
              />
            ))}
          </div>
        </div>
      ) : null}
    </section>
  )
}
