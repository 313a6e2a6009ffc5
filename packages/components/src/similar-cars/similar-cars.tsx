import { similarCarsLimits } from '@forecourt/stock-rules'
import { useEffect, useId, useRef, useState } from 'react'
import { whenNear } from '../hooks/when-near'
import { VehicleCard, type VehicleCardProps } from '../vehicle-card/vehicle-card'

/** Every visible string of the similar cars section; each has a default, and `{name}` placeholders are filled in. */
export interface SimilarCarsTexts {
  /** @defaultValue 'Similar Cars' */
  heading: string
  /** Read by screen readers while the cards load. @defaultValue 'Loading similar cars' */
  loading: string
}

/** Props of {@link SimilarCars}. */
export interface SimilarCarsProps {
  /**
   * Fetches the similar cars as card props (the site runs stock-rules' `similarCarsQuery` and `pickSimilarCars`).
   * Called once, when the section comes within 500px of the viewport, or at once where IntersectionObserver is
   * missing. At most 6 cards show; an empty list or a rejection hides the section.
   */
  load: () => Promise<VehicleCardProps[]>
  /** Where a failed load goes (spec section 8: logged only). @defaultValue logs it with console.error */
  onError?: (error: unknown) => void
  /** Card placeholders shown until the cards arrive. @defaultValue 3 */
  placeholders?: number
  /** The section's id, for in-page links. */
  id?: string
  /** The cards' headings are one level below. @defaultValue 2 */
  headingLevel?: 2 | 3
  /** Replaces any of the default texts. @defaultValue the English texts of {@link SimilarCarsTexts} */
  texts?: Partial<SimilarCarsTexts>
}

type SimilarCarsState =
  { status: 'loading' } | { status: 'ready'; cards: VehicleCardProps[] } | { status: 'hidden' }

/** How far below the viewport the section starts loading (spec section 9: 500px before it comes into view). */
export const similarCarsRootMargin = '500px'

const logError = (error: unknown) => console.error('Similar cars failed to load', error)

/**
 * The vehicle page's similar cars: card placeholders until the section nears the viewport and `load` settles,
 * then up to 6 vehicle cards; nothing at all when there are none or loading fails.
 */
export function SimilarCars({
  load,
  onError = logError,
  placeholders = 3,
  id,
  headingLevel = 2,
  texts,
}: SimilarCarsProps) {
  const t: SimilarCarsTexts = { heading: 'Similar Cars', loading: 'Loading similar cars', ...texts }
  const headingId = useId()
  const section = useRef<HTMLElement>(null)
  const [state, setState] = useState<SimilarCarsState>({ status: 'loading' })
  // The latest callbacks, so a site that passes new functions on each render neither reloads nor re-observes.
  const callbacks = useRef({ load, onError })
  useEffect(() => {
    callbacks.current = { load, onError }
  })

  useEffect(() => {
    const element = section.current
    if (!element) return
    let active = true
    const start = () => {
      callbacks.current.load().then(
        (cards) => {
          if (!active) return
          const shown = cards.slice(0, similarCarsLimits.maxResults)
          setState(shown.length ? { status: 'ready', cards: shown } : { status: 'hidden' })
        },
        (error: unknown) => {
          if (!active) return
          callbacks.current.onError(error)
          setState({ status: 'hidden' })
        },
      )
    }
    const stopWaiting = whenNear(element, similarCarsRootMargin, start)
    return () => {
      active = false
      stopWaiting()
    }
  }, [])

  if (state.status === 'hidden') return null
  const Heading = `h${headingLevel}` as const
  const loading = state.status === 'loading'
  return (
    <section
      ref={section}
      className="fc-similar"
      id={id}
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
    >
      <Heading className="fc-similar__heading" id={headingId}>
        {t.heading}
      </Heading>
      {loading ? (
        <>
          <p className="fc-sr-only">{t.loading}</p>
          <div className="fc-similar__list" aria-hidden="true">
            {Array.from({ length: placeholders }, (_, index) => (
              <div key={index} className="fc-similar__placeholder">
                <span className="fc-similar__bone fc-similar__bone--image" />
                <span className="fc-similar__bone fc-similar__bone--title" />
                <span className="fc-similar__bone fc-similar__bone--text" />
              </div>
            ))}
          </div>
        </>
      ) : (
        <ul className="fc-similar__list" aria-labelledby={headingId}>
          {state.cards.map((card) => (
            <li key={card.href} className="fc-similar__item">
              <VehicleCard {...card} headingLevel={headingLevel === 2 ? 3 : 4} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
