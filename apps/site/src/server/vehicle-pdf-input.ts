import { readFile } from 'node:fs/promises'
import { resolve, sep } from 'node:path'
import type { VehiclePage } from '../site/vehicle-types'
import { imagePathOf, vehiclePdf, type VehiclePdfInput } from '@forecourt/site-server'
import { needsImagePlaceholder } from '@forecourt/stock-rules'
import type { CarRecord } from '@forecourt/tenant-config'
import type { SiteImages } from './site-images'

/** Wide enough for the PDF's picture printed at full page width, a fifth of the 1600-pixel source's bytes. */
const pdfPictureWidth = '1200'

/**
 * The main picture for the PDF: a photo the site serves itself (/images/…) as a 1200-pixel JPEG (PNG when it has
 * transparency) from the image pipeline, so it is made once and then read from its cache; a drawing as SVG.
 * Pictures on another host, outside the images folder, missing or unusable are left out rather than fetched.
 * @example await pdfPicture('/images/vehicles/suv/red.jpg', sites.images) // { data: <1200-pixel JPEG> }
 */
export async function pdfPicture(
  src: string | undefined,
  images: SiteImages,
): Promise<VehiclePdfInput['image']> {
  const path = src ? imagePathOf(src, '/images/') : null
  if (path === null) return null
  const photo = await images.pipeline.answer({
    path,
    w: pdfPictureWidth,
    q: undefined,
    accept: 'image/jpeg',
    ifNoneMatch: undefined,
  })
  if (photo)
    return photo.status === 200 && /^image\/(jpeg|png)$/.test(photo.headers['content-type'] ?? '')
      ? { data: photo.body }
      : null
  const file = resolve(images.dir, path)
  if (!file.startsWith(images.dir + sep) || !file.endsWith('.svg')) return null
  return readFile(file, 'utf8').then(
    (svg) => ({ svg }),
    () => null,
  )
}

/**
 * A vehicle page as its PDF ({slug}.pdf): the same title, price, facts, features, comments, location and
 * disclaimer the page shows, and the car's main picture.
 * @example await vehiclePdfFor(page, car, sites.images, new Date())
 */
export async function vehiclePdfFor(
  page: VehiclePage,
  car: CarRecord,
  images: SiteImages,
  now: Date,
): Promise<Uint8Array> {
  const location = page.location
  return vehiclePdf({
    dealer: { name: location?.name.replace(/ - (Sales|Service|Parts)$/, '') ?? page.title },
    title: page.name,
    subtitle: page.subtitle,
    price: { text: page.price.text, type: page.price.note },
    facts: page.keyInformation,
    features: page.features,
    commentsHtml: page.comments.sanitisedHtml,
    location: location
      ? {
          name: location.name,
          address: location.address,
          phone: location.phoneText,
        }
      : null,
    url: page.url,
    disclaimer: page.disclaimer,
    // The car's own first photo, not the page's address for it: that may be on the tenant's image CDN.
    image: await pdfPicture(
      car.images?.map((entry) => entry.image.url).find((url) => url && !needsImagePlaceholder(url)) ??
        undefined,
      images,
    ),
    createdAt: now,
  })
}
