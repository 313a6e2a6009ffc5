// The interior viewer's picture type and texts: a light module, so VehicleMedia reads them without loading the
// viewer.

/** The interior panorama: the car's `spin_interior_image` with its intrinsic size. */
export interface InteriorImage {
  /** The picture's address. */
  src: string
  /** Intrinsic width in pixels; a panorama is wider than the viewer and pans. */
  width: number
  /** Intrinsic height in pixels. */
  height: number
}

/** Visible and accessible texts of the interior viewer. */
export interface InteriorViewerTexts {
  /** Accessible name of the viewer; `{name}` is the vehicle's. @defaultValue 'Interior of {name}' */
  label: string
  /** What the viewer is, read with its name. @defaultValue 'panorama' */
  roleDescription: string
  /** Shown under the viewer and read with it. @defaultValue 'Drag, or use the left and right arrow keys, to look around.' */
  instructions: string
  /** Text of the picture; `{name}` is filled in. @defaultValue 'Interior of {name}' */
  image: string
  /** Read while the picture loads. @defaultValue 'Loading interior view' */
  loading: string
  /** A hotspot marker; `{index}` is the hotspot's number. @defaultValue 'Detail {index}' */
  hotspot: string
}

/** Default texts of the interior viewer. */
export const defaultInteriorTexts: InteriorViewerTexts = {
  label: 'Interior of {name}',
  roleDescription: 'panorama',
  instructions: 'Drag, or use the left and right arrow keys, to look around.',
  image: 'Interior of {name}',
  loading: 'Loading interior view',
  hotspot: 'Detail {index}',
}
