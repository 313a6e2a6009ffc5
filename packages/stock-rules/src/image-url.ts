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
 * An image CDN the site's pictures are served through: its URL template and the site's own origin. The template's
 * placeholders are `{width}` and `{quality}`, and the picture as one of `{path}` (a picture the site serves itself,
 * e.g. `/images/vehicles/suv/red.jpg`), `{url}` (its absolute address) or `{encodedUrl}` (the same, encoded as
 * one URL component, for CDNs that fetch from anywhere).
 * @example const imgix: ImageCdn = { template: 'https://dealer.imgix.net{path}?w={width}&q={quality}&auto=format', origin: 'https://www.dealer.com.au' }
 * @example const cloudinary: ImageCdn = { template: 'https://res.cloudinary.com/dealer/image/fetch/w_{width},q_{quality},f_auto/{encodedUrl}', origin: 'https://www.dealer.com.au' }
 * @example const cloudflare: ImageCdn = { template: '/cdn-cgi/image/width={width},quality={quality},format=auto/{url}', origin: 'https://www.dealer.com.au' }
 */
export interface ImageCdn {
  template: string
  /** The site's origin, e.g. 'https://www.dealer.com.au', that makes `{url}` of a picture the site serves itself. */
  origin: string
}

/**
 * The placeholders an image CDN template may use; any other `{…}` is a mistake in the template.
 * @example imageCdnPlaceholders.includes('{width}') // true
 */
export const imageCdnPlaceholders = ['{width}', '{quality}', '{path}', '{url}', '{encodedUrl}'] as const

const absolute = /^https?:\/\//i

function checkedSize(size: ImageSize): { width: number; quality: number } {
  const quality = size.quality ?? 75
  if (!Number.isInteger(size.width) || size.width <= 0)
    throw new RangeError(`image width must be a positive integer, got ${size.width}`)
  if (!Number.isInteger(quality) || quality < 1 || quality > 100)
    throw new RangeError(`image quality must be 1–100, got ${quality}`)
  return { width: size.width, quality }
}

/** The source without the `w` and `q` a URL built earlier may carry: its path and the rest of its query. */
function sourceParts(path: string): { pathPart: string; kept: string[] } {
  const [pathPart = '', query = ''] = path.split('?', 2)
  return { pathPart, kept: query.split('&').filter((pair) => pair !== '' && !/^(w|q)=/.test(pair)) }
}

function throughCdn(path: string, size: { width: number; quality: number }, cdn: ImageCdn): string | null {
  const { pathPart, kept } = sourceParts(path)
  const own = !absolute.test(pathPart)
  // `{path}` names a picture on the site itself: a picture on another host cannot be put through such a template.
  if (!own && cdn.template.includes('{path}')) return null
  const ownPath = pathPart.startsWith('/') ? pathPart : `/${pathPart}`
  const query = kept.length ? `?${kept.join('&')}` : ''
  const url = own ? `${cdn.origin.replace(/\/+$/, '')}${ownPath}${query}` : `${pathPart}${query}`
  return cdn.template.replace(/\{(width|quality|path|url|encodedUrl)\}/g, (_match, name: string) => {
    if (name === 'width') return String(size.width)
    if (name === 'quality') return String(size.quality)
    if (name === 'path') return ownPath
    return name === 'url' ? url : encodeURIComponent(url)
  })
}

/**
 * The one builder of image URLs. By default it adds the width (`w`) and quality (`q`) parameters the site's own
 * image pipeline takes (replacing any that the path already has), before an optional `base` address. With a
 * tenant's image CDN ({@link ImageCdn}) it fills the CDN's template instead, so the site only builds URLs; a
 * picture on another host that a `{path}` template cannot name keeps the default shape.
 * @example imageUrl('/images/cars/suv/white.jpg', { width: 640 }) // '/images/cars/suv/white.jpg?w=640&q=75'
 * @example imageUrl('/images/a.jpg?w=1200&q=80', { width: 300, quality: 60 }, 'https://cdn.example.com') // 'https://cdn.example.com/images/a.jpg?w=300&q=60'
 * @example imageUrl('/images/a.jpg', { width: 480 }, { template: 'https://d.imgix.net{path}?w={width}&q={quality}', origin: 'https://www.d.com.au' }) // 'https://d.imgix.net/images/a.jpg?w=480&q=75'
 */
export function imageUrl(path: string, size: ImageSize, cdn: string | ImageCdn | null = ''): string {
  const checked = checkedSize(size)
  if (cdn && typeof cdn === 'object') {
    const built = throughCdn(path, checked, cdn)
    if (built !== null) return built
  }
  const base = typeof cdn === 'string' ? cdn : ''
  const { pathPart, kept } = sourceParts(path)
  const prefix = absolute.test(pathPart) ? '' : base.replace(/\/$/, '')
  return `${prefix}${pathPart}?${[...kept, `w=${checked.width}`, `q=${checked.quality}`].join('&')}`
}
