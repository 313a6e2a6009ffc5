import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { createPortal } from 'react-dom'
import { fill } from '../format'
import {
  defaultFullscreenTexts,
  MediaIcon,
  ownsArrowKeys,
  SlideImage,
  VehicleVideo,
  type GalleryFullscreenTexts,
  type GallerySlide,
} from './gallery-slides'

/** Props of {@link GalleryFullscreen}. */
export interface GalleryFullscreenProps {
  /** The gallery's slides (photos and video), as VehicleGallery builds them. */
  slides: GallerySlide[]
  /** Slide shown first. @defaultValue 0 */
  index?: number
  /** Called with the slide shown last when the view closes (Escape or Close); the opener takes focus back. */
  onClose: (index: number) => void
  /** Shown in place of a photo that fails to load. @defaultValue '/images/placeholders/image-not-found.svg' */
  fallbackImage?: string
  /** Element the dialog is rendered into (a portal). @defaultValue document.body */
  container?: Element
  /** Texts replacing the English defaults. @defaultValue the English texts */
  texts?: Partial<GalleryFullscreenTexts>
}

const focusable = 'a[href], button:not([disabled]), iframe, video, [tabindex="0"]'

/** A horizontal swipe of at least this many pixels moves to the next or previous slide. */
const swipeThreshold = 50

/**
 * The gallery's full-screen view (spec section 2): a modal dialog showing one slide large, moved by the Previous
 * and Next buttons, the Left and Right arrow keys and a swipe; Escape or Close closes it. Focus stays inside while
 * it is open. A module of its own, so the site loads it only when a shopper opens it.
 */
export function GalleryFullscreen({
  slides,
  index: startIndex = 0,
  onClose,
  fallbackImage = '/images/placeholders/image-not-found.svg',
  container,
  texts,
}: GalleryFullscreenProps) {
  const t = { ...defaultFullscreenTexts, ...texts }
  const titleId = useId()
  const [index, setIndex] = useState(() => Math.min(Math.max(0, startIndex), Math.max(0, slides.length - 1)))
  const dialogRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const previousRef = useRef<HTMLButtonElement>(null)
  const nextRef = useRef<HTMLButtonElement>(null)
  const swipeStart = useRef<number | null>(null)

  useEffect(() => {
    closeRef.current?.focus()
    const body = document.body.style
    const overflow = body.overflow
    body.overflow = 'hidden'
    return () => {
      body.overflow = overflow
    }
  }, [])

  // A button disabled at an end would drop focus out of the dialog: hand it to the other one.
  useEffect(() => {
    const active = document.activeElement
    if (active instanceof HTMLButtonElement && active.disabled) {
      const other = active === nextRef.current ? previousRef.current : nextRef.current
      other?.focus()
    }
  }, [index])

  const count = slides.length
  const move = (step: number) => setIndex((current) => Math.min(Math.max(0, current + step), count - 1))

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      onClose(index)
      return
    }
    if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && !ownsArrowKeys(event.target)) {
      event.preventDefault()
      move(event.key === 'ArrowLeft' ? -1 : 1)
      return
    }
    if (event.key !== 'Tab' || !dialogRef.current) return
    const items = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(focusable))
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === dialogRef.current)
    ) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = event.isPrimary ? event.clientX : null
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current === null) return
    const distance = event.clientX - swipeStart.current
    swipeStart.current = null
    if (Math.abs(distance) >= swipeThreshold) move(distance < 0 ? 1 : -1)
  }

  const slide = slides[index]
  // Only ever open in the browser; on a server there is no document to portal into.
  const target = container ?? (typeof document === 'undefined' ? null : document.body)
  if (!slide || !target) return null
  return createPortal(
    <div
      ref={dialogRef}
      className="fc-fullscreen"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="fc-fullscreen__bar">
        <h2 className="fc-fullscreen__title" id={titleId}>
          {t.dialog}
        </h2>
        <p className="fc-fullscreen__status" role="status">
          {fill(t.status, { index: index + 1, count })}
        </p>
        <button
          ref={closeRef}
          type="button"
          className="fc-fullscreen__close"
          aria-label={t.close}
          onClick={() => onClose(index)}
        >
          <MediaIcon name="close" />
        </button>
      </div>
      <div
        className="fc-fullscreen__stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {slide.kind === 'image' ? (
          <SlideImage
            key={index}
            className="fc-fullscreen__image"
            image={slide.image}
            imageIndex={slide.imageIndex}
            sizes="100vw"
            fallbackImage={fallbackImage}
            notFoundText={t.imageNotFound}
          />
        ) : (
          <VehicleVideo key={index} className="fc-fullscreen__video" video={slide.video} title={t.video} />
        )}
      </div>
      {count > 1 ? (
        <>
          <button
            ref={previousRef}
            type="button"
            className="fc-carousel__button fc-fullscreen__nav fc-fullscreen__nav--previous"
            aria-label={t.previous}
            disabled={index === 0}
            onClick={() => move(-1)}
          >
            <MediaIcon name="previous" />
          </button>
          <button
            ref={nextRef}
            type="button"
            className="fc-carousel__button fc-fullscreen__nav fc-fullscreen__nav--next"
            aria-label={t.next}
            disabled={index === count - 1}
            onClick={() => move(1)}
          >
            <MediaIcon name="next" />
          </button>
        </>
      ) : null}
    </div>,
    target,
  )
}

export default GalleryFullscreen
