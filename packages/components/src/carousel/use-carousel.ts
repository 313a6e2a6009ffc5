import useEmblaCarousel from 'embla-carousel-react'
import { useCallback, useEffect, useState } from 'react'
import { useReducedMotion } from '../hooks/use-reduced-motion'

export interface CarouselState {
  /** Index of the selected snap point. */
  selected: number
  /** Number of snap points (slides, or pages of slides when several show at once). */
  snapCount: number
  canPrev: boolean
  canNext: boolean
}

/**
 * Embla carousel state for our carousels. Before hydration (and on the server) it assumes the first snap is
 * selected, so the server HTML already shows the previous button disabled.
 */
export function useCarousel(slideCount: number, startIndex = 0) {
  const reducedMotion = useReducedMotion()
  const [viewportRef, api] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    startIndex,
    duration: 25,
  })
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
    update()
    api.on('select', update).on('reInit', update)
    return () => {
      api.off('select', update).off('reInit', update)
    }
  }, [api])

  // With reduced motion the carousel jumps instead of sliding.
  const scrollPrev = useCallback(() => api?.scrollPrev(reducedMotion), [api, reducedMotion])
  const scrollNext = useCallback(() => api?.scrollNext(reducedMotion), [api, reducedMotion])
  const scrollTo = useCallback((index: number) => api?.scrollTo(index, reducedMotion), [api, reducedMotion])

  return { viewportRef, ...state, scrollPrev, scrollNext, scrollTo, reducedMotion }
}
