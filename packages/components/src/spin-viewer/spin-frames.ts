// The spin viewer's frame maths and spec constants: a light module, so importing them never loads the viewer.

/** Pixels of drag per frame of the spin viewer (spec section 9: "20 pixels per frame step"). */
export const spinPixelsPerFrame = 20

/** Default interval of the spin viewer's auto-rotation (spec section 9: "auto-rotate interval 100 ms default"). */
export const spinAutoRotateMs = 100

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
