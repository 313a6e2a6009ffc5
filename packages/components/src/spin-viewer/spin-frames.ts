// The spin viewer's frame maths and spec constants: a light module, so importing them never loads the viewer.

/** Pixels of drag per frame of the spin viewer (spec section 9: "20 pixels per frame step"). */
export const spinPixelsPerFrame = 20

/** Default interval of the spin viewer's auto-rotation (spec section 9: "auto-rotate interval 100 ms default"). */
export const spinAutoRotateMs = 100

/**
 * Frames the spin viewer starts preloading in one task. Starting a picture's download (with its srcset) costs the main
 * thread about half a millisecond on a mid-range phone, so 6 at a time keeps each task short while the page is still
 * busy hydrating, and a car's 24–72 frames are all asked for within a few tasks, long before auto-rotation (100 ms a
 * frame) reaches them.
 */
export const spinPreloadBatch = 6

/**
 * Frame `steps` away from `frame`, going round: after the last frame comes the first.
 * @example stepFrame(23, 1, 24) // 0
 */
export function stepFrame(frame: number, steps: number, frameCount: number): number {
  if (frameCount <= 0) return 0
  return (((frame + steps) % frameCount) + frameCount) % frameCount
}

/**
 * Frame shown after dragging `deltaX` pixels from `startFrame`: one frame per whole 20 px, right turns forward.
 * @example frameAfterDrag(0, 45, 24) // 2
 * @example frameAfterDrag(0, -45, 24) // 22
 */
export function frameAfterDrag(
  startFrame: number,
  deltaX: number,
  frameCount: number,
  pixelsPerFrame = spinPixelsPerFrame,
): number {
  return stepFrame(startFrame, Math.trunc(deltaX / pixelsPerFrame), frameCount)
}
