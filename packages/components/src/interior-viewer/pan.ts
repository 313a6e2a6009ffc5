// The interior viewer's pan maths: a light module.

/** How far one press of Left or Right pans, as a share of the whole panorama's travel. */
export const interiorPanStep = 0.1

/** A pan position kept between the edges (0 and 1). */
export const clampPan = (pan: number): number => Math.min(1, Math.max(0, pan))

/**
 * Pan position after dragging `deltaX` pixels from `startPan` (0 shows the left edge, 1 the right): the picture
 * follows the pointer, so dragging left by the hidden width (`overflow` pixels) goes from one edge to the other.
 * @example panAfterDrag(0.5, -100, 400) // 0.75
 */
export function panAfterDrag(startPan: number, deltaX: number, overflow: number): number {
  if (overflow <= 0) return startPan
  return clampPan(startPan - deltaX / overflow)
}

/**
 * Pan position that shows the point at `x` percent of the panorama: unchanged when it already shows, else the one
 * that centres it. `stageWidth` and `trackWidth` are the viewer's and the whole panorama's widths in pixels.
 * @example panToReveal(10, 0.5, 400, 800) // 0
 */
export function panToReveal(x: number, pan: number, stageWidth: number, trackWidth: number): number {
  const overflow = trackWidth - stageWidth
  if (overflow <= 0 || stageWidth <= 0) return pan
  const point = (x / 100) * trackWidth
  const left = pan * overflow
  // A margin of 10% of the stage keeps the whole marker in view.
  const margin = stageWidth * 0.1
  if (point >= left + margin && point <= left + stageWidth - margin) return pan
  return clampPan((point - stageWidth / 2) / overflow)
}
