import { useEffect, useState, type RefObject } from 'react'
import { whenNear } from './when-near'

/**
 * Whether the element has come within `rootMargin` of the viewport, and stays true from then on (`whenNear`); true
 * at once where IntersectionObserver is missing. While `active` is false nothing is watched, so a map with no embed
 * to load never holds an observer.
 * @example const inView = useInView(ref, Boolean(googleEmbedSrc), '200px')
 */
export function useInView(ref: RefObject<Element | null>, active: boolean, rootMargin: string): boolean {
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!active || inView) return
    if (!element) return setInView(true)
    return whenNear(element, rootMargin, () => setInView(true))
  }, [ref, active, inView, rootMargin])
  return inView
}
