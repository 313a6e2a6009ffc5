import { useRef, type PointerEvent } from 'react'

/** Callbacks of {@link useHorizontalDrag}. */
export interface HorizontalDragOptions {
  /** A drag starts (the pointer went down on the surface, not on a button inside it). */
  onStart: () => void
  /** The pointer moved `deltaX` pixels from where the drag started (right is positive). */
  onMove: (deltaX: number) => void
}

/**
 * Pointer handlers for a horizontal drag that works with mouse, pen and touch: the surface captures the pointer,
 * so the drag goes on outside it. Buttons inside (hotspot markers) keep their clicks.
 * @example <div {...useHorizontalDrag({ onStart, onMove: (deltaX) => setFrame(…) })} />
 */
export function useHorizontalDrag({ onStart, onMove }: HorizontalDragOptions) {
  const drag = useRef<{ x: number; pointerId: number } | null>(null)
  const end = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return
    drag.current = null
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId)
    }
  }
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return
      if (event.target instanceof Element && event.target.closest('button')) return
      drag.current = { x: event.clientX, pointerId: event.pointerId }
      event.currentTarget.setPointerCapture?.(event.pointerId)
      onStart()
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (drag.current?.pointerId === event.pointerId) onMove(event.clientX - drag.current.x)
    },
    onPointerUp: end,
    onPointerCancel: end,
  }
}
