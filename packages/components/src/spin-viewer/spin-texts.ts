// The spin viewer's texts: a light module, so VehicleMedia reads them without loading the viewer.

/** Visible and accessible texts of the spin viewer. */
export interface SpinViewerTexts {
  /** Accessible name of the viewer; `{name}` is the vehicle's. @defaultValue '360° view of {name}' */
  label: string
  /** What the viewer is, read with its name. @defaultValue '360° viewer' */
  roleDescription: string
  /** Shown under the viewer and read with it. @defaultValue 'Drag, or use the left and right arrow keys, to turn the car.' */
  instructions: string
  /** Text of a frame; `{name}`, `{index}` and `{count}` are filled in. @defaultValue '{name}, angle {index} of {count}' */
  frame: string
  /** Read while the first frame loads. @defaultValue 'Loading 360° view' */
  loading: string
  /** @defaultValue 'Pause rotation' */
  pause: string
  /** @defaultValue 'Start rotation' */
  play: string
  /** A hotspot marker; `{index}` is the hotspot's number. @defaultValue 'Detail {index}' */
  hotspot: string
  /** Accessible name of the fallback picture of a viewer without frames. @defaultValue 'Image not found' */
  imageNotFound: string
}

/** Default texts of the spin viewer. */
export const defaultSpinTexts: SpinViewerTexts = {
  label: '360° view of {name}',
  roleDescription: '360° viewer',
  instructions: 'Drag, or use the left and right arrow keys, to turn the car.',
  frame: '{name}, angle {index} of {count}',
  loading: 'Loading 360° view',
  pause: 'Pause rotation',
  play: 'Start rotation',
  hotspot: 'Detail {index}',
  imageNotFound: 'Image not found',
}
