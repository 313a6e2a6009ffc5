import type { Car } from './types/car.js'

/** Thumbnails appear only above this many images (spec section 9). */
export const thumbnailImageThreshold = 3

/** How many leading images load with priority (spec section 9). */
export const priorityImageCount = 2

/**
 * Whether the image slider shows thumbnails: more than 3 images, and (spec section 4) decided by
 * in_stock status. Reading: both must hold.
 * @example showThumbnails({ status: 'in_stock', images: [a, b, c, d] }) // true
 */
export function showThumbnails(car: Pick<Car, 'status' | 'images'>): boolean {
  return car.status === 'in_stock' && (car.images?.length ?? 0) > thumbnailImageThreshold
}

/**
 * Whether the image at `index` loads with priority: the first 2 do.
 * @example isPriorityImage(1) // true
 */
export function isPriorityImage(index: number): boolean {
  return index >= 0 && index < priorityImageCount
}

/** Viewer modes of the vehicle page. */
export type ViewerMode = 'spinner' | 'walkaround' | 'gallery' | 'interior'

/**
 * Viewer modes a car has data for, in display order. Reading: spinner needs spin images or a spin
 * code, walkaround needs walkaround videos, interior needs an interior spin image; gallery is always
 * there (it falls back to the placeholder picture).
 * @example availableViewerModes({ images: [a] }) // ['gallery']
 */
export function availableViewerModes(
  car: Pick<Car, 'spin_images' | 'spin_code' | 'walkaround_videos' | 'spin_interior_image'>,
): ViewerMode[] {
  const modes: ViewerMode[] = []
  if ((car.spin_images?.length ?? 0) > 0 || Boolean(car.spin_code?.trim())) modes.push('spinner')
  if ((car.walkaround_videos?.length ?? 0) > 0) modes.push('walkaround')
  modes.push('gallery')
  if (car.spin_interior_image?.trim()) modes.push('interior')
  return modes
}

/** Tenant option of the viewer. */
export interface ViewerOptions {
  /**
   * Mode opened first when the car has data for it; some dealers open the gallery.
   * @default 'spinner'
   */
  defaultViewerMode?: ViewerMode | undefined
}

/**
 * The viewer mode a vehicle page opens in (spec section 4): the default (spinner, or gallery for some
 * dealers) when the car has data for it, otherwise the first available mode.
 * @example initialViewerMode({ images: [a] }) // 'gallery'
 */
export function initialViewerMode(
  car: Pick<Car, 'spin_images' | 'spin_code' | 'walkaround_videos' | 'spin_interior_image'>,
  options: ViewerOptions = {},
): ViewerMode {
  const modes = availableViewerModes(car)
  const preferred = options.defaultViewerMode ?? 'spinner'
  return modes.includes(preferred) ? preferred : (modes[0] ?? 'gallery')
}

/** Where the video goes among the slides. */
export type VideoPosition = 'start' | 'second' | 'middle' | 'end'

/**
 * Slides with the video inserted at its position (spec section 4): start, second (default), middle
 * or end. Reading: middle is index floor(n / 2); second falls back to the end of a one-slide list.
 * @default position 'second'
 * @example insertVideo(['a', 'b', 'c'], 'v') // ['a', 'v', 'b', 'c']
 */
export function insertVideo<T>(slides: readonly T[], video: T, position: VideoPosition = 'second'): T[] {
  const index = {
    start: 0,
    second: Math.min(1, slides.length),
    middle: Math.floor(slides.length / 2),
    end: slides.length,
  }[position]
  return [...slides.slice(0, index), video, ...slides.slice(index)]
}

/** Tenant option of the image placeholder. */
export interface ImagePlaceholderOptions {
  /**
   * Markers of known default or coming-soon pictures, matched case-insensitively against the file name.
   * @default ['default', 'coming-soon', 'coming_soon', 'comingsoon', 'no-image', 'no_image', 'noimage']
   */
  placeholderImageMarkers?: readonly string[] | undefined
}

/** Defaults of {@link ImagePlaceholderOptions}. */
export const defaultPlaceholderImageMarkers: readonly string[] = [
  'default',
  'coming-soon',
  'coming_soon',
  'comingsoon',
  'no-image',
  'no_image',
  'noimage',
]

/**
 * Whether a vehicle card shows the placeholder (spec section 4): when the image is missing or a known
 * default or coming-soon image. Reading: "known" means its file name holds one of the markers.
 * @example needsImagePlaceholder('https://cdn.example/cars/coming-soon.jpg') // true
 */
export function needsImagePlaceholder(
  imageUrl: string | null | undefined,
  options: ImagePlaceholderOptions = {},
): boolean {
  const url = imageUrl?.trim()
  if (!url) return true
  const fileName = (url.split(/[?#]/)[0] ?? '').split('/').pop()?.toLowerCase() ?? ''
  const markers = options.placeholderImageMarkers ?? defaultPlaceholderImageMarkers
  return markers.some((marker) => fileName.includes(marker.toLowerCase()))
}

/** How a vehicle video plays: framed from a video site's player, or inline in a `<video>` element. */
export interface VideoSource {
  kind: 'embed' | 'inline'
  /** The address to play: the player address for embeds, the file address for inline videos. */
  src: string
}

const embedPatterns = [
  /^https?:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/[\w-]+/i,
  /^https?:\/\/player\.vimeo\.com\/video\/\d+/i,
]
const vimeoPage = /^https?:\/\/(?:www\.)?vimeo\.com\/(\d+)(?:\/([\da-f]+))?\/?(?:[?#].*)?$/i

/**
 * How a video address plays (spec section 2: "only embed-style addresses are framed, others play
 * inline"). Reading: YouTube /embed/ and Vimeo player addresses are embed-style, and a Vimeo page
 * (vimeo.com/{id}, or vimeo.com/{id}/{hash} when unlisted) becomes its player address; anything else
 * (an .mp4 file, say) plays inline. Blank addresses give null.
 * @example videoSource('https://vimeo.com/134647062') // { kind: 'embed', src: 'https://player.vimeo.com/video/134647062' }
 * @example videoSource('https://cdn.example/walkaround.mp4') // { kind: 'inline', src: 'https://cdn.example/walkaround.mp4' }
 */
export function videoSource(url: string | null | undefined): VideoSource | null {
  const src = url?.trim()
  if (!src) return null
  if (embedPatterns.some((pattern) => pattern.test(src))) return { kind: 'embed', src }
  const vimeo = vimeoPage.exec(src)
  if (vimeo) {
    const [, id, hash] = vimeo
    return { kind: 'embed', src: `https://player.vimeo.com/video/${id}${hash ? `?h=${hash}` : ''}` }
  }
  return { kind: 'inline', src }
}
