import type { UseEmblaCarouselType } from 'embla-carousel-react'
import { act, useEffect, useState } from 'react'

type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>
type Listener = () => void

/**
 * A stand-in for embla in jsdom (no layout, no ResizeObserver): one snap per slide element, in order.
 * Use with `vi.mock('embla-carousel-react', () => import('../test-utils/fake-embla'))`.
 */
function createFakeApi(viewport: HTMLElement, startIndex: number) {
  const listeners = new Map<string, Set<Listener>>()
  const snapCount = () => viewport.firstElementChild?.children.length ?? 0
  let selected = Math.min(startIndex, Math.max(0, snapCount() - 1))
  const emit = (event: string) => listeners.get(event)?.forEach((listener) => listener())
  const select = (index: number) => {
    selected = Math.max(0, Math.min(index, snapCount() - 1))
    emit('select')
  }
  const api = {
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
      return api
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return api
    },
    selectedScrollSnap: () => selected,
    scrollSnapList: () =>
      Array.from({ length: snapCount() }, (_, index) => index / Math.max(1, snapCount() - 1)),
    canScrollPrev: () => selected > 0,
    canScrollNext: () => selected < snapCount() - 1,
    scrollPrev: () => select(selected - 1),
    scrollNext: () => select(selected + 1),
    scrollTo: (index: number) => select(index),
    destroy: () => listeners.clear(),
  }
  return api as unknown as EmblaCarouselType
}

export default function useFakeEmblaCarousel(options?: { startIndex?: number }): UseEmblaCarouselType {
  const [viewport, setViewport] = useState<HTMLElement | null>(null)
  const [api, setApi] = useState<EmblaCarouselType | undefined>(undefined)
  const startIndex = options?.startIndex ?? 0
  useEffect(() => {
    if (!viewport) return
    const fake = createFakeApi(viewport, startIndex)
    setApi(fake)
    return () => fake.destroy()
  }, [viewport, startIndex])
  return [setViewport, api]
}

/**
 * Lets every carousel on the page start: `useCarousel` starts Embla in the task after the one that mounted it.
 * @example render(<StockCarousel … />); await carouselsStarted()
 */
export async function carouselsStarted(): Promise<void> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve)))
}
