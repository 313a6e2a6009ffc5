import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useReducedMotion } from '../hooks/use-reduced-motion'
import { whenNear } from '../hooks/when-near'

export interface CarouselState {
  /** Index of the selected snap point. */
  selected: number
  /** Number of snap points (slides, or pages of slides when several show at once). */
  snapCount: number
  canPrev: boolean
  canNext: boolean
}

type CarouselApi = NonNullable<UseEmblaCarouselType[1]>

/**
 * How near the screen a carousel comes before Embla starts on it: within half a screen's height, above or below.
 */
export const carouselStartMargin = '50% 0px'

/**
 * Embla carousel state for our carousels. Before hydration (and on the server) it assumes the first snap is
 * selected, so the server HTML already shows the previous button disabled.
 *
 * Embla starts on its viewport once the carousel comes within half a screen of view (`carouselStartMargin`), in a
 * task of its own: measuring a carousel takes about 12 ms of a phone's main thread (48 ms at 4× CPU slowdown, more
 * for a carousel of 31 locations), so a carousel at the top starts in the task after the one that mounted it, and one
 * further down the page costs nothing until the shopper scrolls towards it. Where IntersectionObserver is missing it
 * starts in the task after mounting. Until then the carousel shows the slides the server drew, and a previous, next
 * or go-to asked for meanwhile is kept and made once Embla has started: no tap is lost.
 * @example const carousel = useCarousel(slides.length) // <CarouselTrack carousel={carousel} … />
 */
export function useCarousel(slideCount: number, startIndex = 0) {
  const reducedMotion = useReducedMotion()
  const [attachViewport, api] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    startIndex,
    duration: 25,
  })
  const viewportRef = useStartWhenNear(attachViewport)
  const waitingMoves = useRef<((carousel: CarouselApi) => void)[]>([])
  const [state, setState] = useState<CarouselState>({
    selected: startIndex,
    snapCount: slideCount,
    canPrev: startIndex > 0,
    canNext: startIndex < slideCount - 1,
  })

  useEffect(() => {
    if (!api) return
    const update = () =>
      setState({
        selected: api.selectedScrollSnap(),
        snapCount: api.scrollSnapList().length,
        canPrev: api.canScrollPrev(),
        canNext: api.canScrollNext(),
      })
    for (const move of waitingMoves.current.splice(0)) move(api)
    update()
    api.on('select', update).on('reInit', update)
    return () => {
      api.off('select', update).off('reInit', update)
    }
  }, [api])

  const move = useCallback(
    (step: (carousel: CarouselApi) => void) => {
      if (api) step(api)
      else waitingMoves.current.push(step)
    },
    [api],
  )
  // With reduced motion the carousel jumps instead of sliding.
  const scrollPrev = useCallback(
    () => move((carousel) => carousel.scrollPrev(reducedMotion)),
    [move, reducedMotion],
  )
  const scrollNext = useCallback(
    () => move((carousel) => carousel.scrollNext(reducedMotion)),
    [move, reducedMotion],
  )
  const scrollTo = useCallback(
    (index: number) => move((carousel) => carousel.scrollTo(index, reducedMotion)),
    [move, reducedMotion],
  )

  return { viewportRef, ...state, scrollPrev, scrollNext, scrollTo, reducedMotion }
}

/**
 * A callback ref that hands its element on once the element comes near the screen, always in a later task than the
 * one that attached it, and its removal at once (dropping a hand-over still waiting), so whatever the element sets up
 * never lengthens the task that mounted it, and is never set up for a part of the page the shopper does not reach.
 */
function useStartWhenNear(ref: (element: HTMLElement | null) => void) {
  const stopWaiting = useRef<() => void>(undefined)
  return useCallback(
    (element: HTMLElement | null) => {
      stopWaiting.current?.()
      stopWaiting.current = undefined
      if (!element) return ref(null)
      // On screen already, it still starts in a task of its own (whenNear never calls back in the asking task).
      stopWaiting.current = whenNear(element, carouselStartMargin, () => ref(element), 'next-task')
    },
    [ref],
  )
}
