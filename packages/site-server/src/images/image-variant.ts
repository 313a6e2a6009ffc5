import { acceptedQualities } from '../http/accept-header'

/**
 * The widths a picture is made in. A request for any other width gets the next one up (the widest for anything
 * wider), so the disk cache holds at most this many sizes of a picture however the `w` of its URLs is written.
 * @example imageWidths.includes(480) // true
 */
export const imageWidths = [160, 240, 320, 480, 640, 720, 800, 960, 1200, 1280, 1600, 1920] as const

/**
 * The qualities a picture is made in; any other `q` gets the nearest (a tie goes to the higher).
 * @example imageQualities.includes(75) // true
 */
export const imageQualities = [50, 60, 70, 75, 80, 85, 90] as const

/** The quality of a URL without `q`, as `imageUrl` writes it. @default 75 */
export const defaultImageQuality = 75

/** The format a picture is sent in: the smallest the browser says it takes. */
export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png'

/** One made picture: its width, quality and format. */
export interface ImageVariant {
  width: number
  quality: number
  format: ImageFormat
}

/**
 * The width and quality a request's `w` and `q` stand for, kept to the fixed sets. A missing or unreadable `w` is
 * the widest width; a missing or unreadable `q` the default quality.
 * @example imageSize('500', '77') // { width: 640, quality: 75 }
 */
export function imageSize(w: string | undefined, q: string | undefined): { width: number; quality: number } {
  const asked = Number(w)
  const width =
    Number.isFinite(asked) && asked > 0
      ? (imageWidths.find((allowed) => allowed >= asked) ?? imageWidths[imageWidths.length - 1]!)
      : imageWidths[imageWidths.length - 1]!
  const askedQuality = Number(q)
  const quality =
    q !== undefined && q !== '' && Number.isFinite(askedQuality)
      ? imageQualities.reduce((best, allowed) =>
          Math.abs(allowed - askedQuality) <= Math.abs(best - askedQuality) ? allowed : best,
        )
      : defaultImageQuality
  return { width, quality }
}

/**
 * The format to send for a browser's Accept header: AVIF, else WebP, else the source's own family (PNG for a
 * picture with transparency, JPEG otherwise). A type given `q=0` is refused.
 * @example imageFormatFor('image/avif,image/webp,*\/*', false) // 'avif'
 */
export function imageFormatFor(accept: string | undefined, hasAlpha: boolean): ImageFormat {
  const accepted = acceptedQualities(accept)
  // A wildcard does not count: browsers that send `*/*` alone may not decode AVIF or WebP.
  if ((accepted.get('image/avif') ?? 0) > 0) return 'avif'
  if ((accepted.get('image/webp') ?? 0) > 0) return 'webp'
  return hasAlpha ? 'png' : 'jpeg'
}
