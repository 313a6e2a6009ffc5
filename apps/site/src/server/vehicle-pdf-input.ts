import { readFile } from 'node:fs/promises'
import { resolve, sep } from 'node:path'
import type { VehiclePage } from '../site/vehicle-types'
import { vehiclePdf, type VehiclePdfInput } from '@forecourt/site-server'

/**
 * The main picture for the PDF: a picture the site serves itself (/images/…) read from disk, a photo (JPEG or PNG)
 * as it is or a drawing as SVG. Pictures on another host, or outside the images folder, are left out rather than
 * fetched.
 */
async function localPicture(src: string | undefined, fixturesDir: string): Promise<VehiclePdfInput['image']> {
  if (!src?.startsWith('/images/')) return null
  const imagesDir = resolve(fixturesDir, 'images')
  const file = resolve(imagesDir, decodeURIComponent(src.slice('/images/'.length).split('?')[0] ?? ''))
  if (!file.startsWith(imagesDir + sep)) return null
  try {
    if (/\.(jpe?g|png)$/i.test(file)) return { data: new Uint8Array(await readFile(file)) }
    return file.endsWith('.svg') ? { svg: await readFile(file, 'utf8') } : null
  } catch {
    return null
  }
}

/**
 * A vehicle page as its PDF ({slug}.pdf): the same title, price, facts, features, comments, location and
 * disclaimer the page shows, and its main picture.
 * @example await vehiclePdfFor(page, '/srv/fixtures', new Date())
 */
export async function vehiclePdfFor(page: VehiclePage, fixturesDir: string, now: Date): Promise<Uint8Array> {
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
    image: await localPicture(page.media.images[0]?.src, fixturesDir),
    createdAt: now,
  })
}
