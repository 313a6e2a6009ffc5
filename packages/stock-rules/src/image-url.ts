/** Size and quality asked of the image CDN. */
export interface ImageSize {
  /** Width in CSS pixels. */
  width: number
  /**
   * JPEG/WebP quality 1–100.
   * @default 75
   */
  quality?: number | undefined
}

/**
 * The one builder of image URLs: adds the width (`w`) and quality (`q`) parameters an image CDN takes, and
 * replaces any that the path already has. The site's server serves local fixture images under the same
 * paths, so fixtures and a real CDN (`base`) use one URL shape.
 * @example imageUrl('/images/cars/suv/white.svg', { width: 640 }) // '/images/cars/suv/white.svg?w=640&q=75'
 * @example imageUrl('/images/a.svg?w=1200&q=80', { width: 300, quality: 60 }, 'https://cdn.example.com') // 'https://cdn.example.com/images/a.svg?w=300&q=60'
 */
export function imageUrl(path: string, size: ImageSize, base = ''): string {
  const quality = size.quality ?? 75
  if (!Number.isInteger(size.width) || size.width <= 0)
    throw new RangeError(`image width must be a positive integer, got ${size.width}`)
  if (!Number.isInteger(quality) || quality < 1 || quality > 100)
    throw new RangeError(`image quality must be 1–100, got ${quality}`)
  const [pathPart = '', query = ''] = path.split('?', 2)
  const kept = query.split('&').filter((pair) => pair !== '' && !/^(w|q)=/.test(pair))
  const prefix = /^https?:\/\//.test(pathPart) ? '' : base.replace(/\/$/, '')
  return `${prefix}${pathPart}?${[...kept, `w=${size.width}`, `q=${quality}`].join('&')}`
}
