import { createHash } from 'node:crypto'
import { mkdir, rename, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { CarRecord } from '@forecourt/tenant-config'
import sharp from 'sharp'

/** Where under the images prefix a photo kept from another host is named. */
const remotePrefix = 'remote/'

/** What a photo host may send: the raster types the pipeline makes pictures from. */
const photoTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif'])

/** What sharp must find inside (the bytes decide, not the host's content-type). */
const photoFormats = new Set(['jpeg', 'png', 'webp', 'heif'])

/**
 * The site's own address of a photo on one of the tenant's photo hosts (`images.photoHosts`), so the site's image
 * pipeline sizes it like its own pictures; any other address is kept as it is. The whole URL travels encoded (its
 * query too), and the pipeline checks its host again before it fetches anything.
 * @example sitePhotoAddress('https://photos.dealer.example/stock/1.jpg', ['photos.dealer.example']) // '/images/remote/aHR0cHM6….jpg'
 * @example sitePhotoAddress('/images/vehicles/suv/red.jpg', ['photos.dealer.example']) // '/images/vehicles/suv/red.jpg'
 */
export function sitePhotoAddress(address: string, photoHosts: readonly string[]): string {
  if (photoHosts.length === 0 || !address.startsWith('https://')) return address
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return address
  }
  if (!photoHosts.includes(url.hostname)) return address
  return `/images/${remotePrefix}${Buffer.from(url.href, 'utf8').toString('base64url')}.jpg`
}

/**
 * A car with every photo on one of the tenant's photo hosts given its site address ({@link sitePhotoAddress}):
 * the gallery and its thumbnails, the main picture, the thumbnails list and the spin frames.
 * @example withSitePhotos(car, ['photos.dealer.example']).primary_image_url // '/images/remote/….jpg'
 */
export function withSitePhotos(car: CarRecord, photoHosts: readonly string[]): CarRecord {
  if (photoHosts.length === 0) return car
  const site = <T extends string | null | undefined>(address: T): T =>
    typeof address === 'string' ? (sitePhotoAddress(address, photoHosts) as T) : address
  return {
    ...car,
    ...(car.images
      ? {
          images: car.images.map(({ image }) => ({
            image: {
              ...image,
              url: site(image.url),
              ...(image.thumb ? { thumb: { url: site(image.thumb.url) } } : {}),
            },
          })),
        }
      : {}),
    ...(car.thumbnails ? { thumbnails: car.thumbnails.map(site) } : {}),
    ...(car.primary_image_url !== undefined ? { primary_image_url: site(car.primary_image_url) } : {}),
    ...(car.spin_images ? { spin_images: car.spin_images.map(site) } : {}),
    ...(car.spin_interior_image !== undefined ? { spin_interior_image: site(car.spin_interior_image) } : {}),
  }
}

/**
 * Why a photo on another host cannot be used; the pipeline sends the 'image not found' picture instead, with 404
 * for an address that names no photo the site may fetch.
 */
export class RemotePhotoUnusable extends Error {
  constructor(
    message: string,
    readonly status: 200 | 404 = 200,
  ) {
    super(message)
  }
}

/** Which hosts the site fetches photos from, and the limits on what it fetches. */
export interface RemotePhotoOptions {
  /** Every tenant's `images.photoHosts`: a photo on any other host is never fetched. */
  hosts: Iterable<string>
  /** Where each fetched photo is kept, one file per address. */
  dir: string
  /** A larger photo is not kept. */
  maxBytes: number
  /** A photo of more pixels is not kept. */
  maxPixels: number
  /** A host that has not answered in this time is given up on (for now). @default 10_000 */
  timeoutMs?: number
  /** Photos fetched at once; a request past them is told to come back. @default 8 */
  maxFetching?: number
  /** A photo that could not be used is not fetched again for this long. @default 300_000 */
  retryAfterMs?: number
  /** How a photo is fetched: a test (or a proxy) may stand in. @default globalThis.fetch */
  fetchPhoto?: (url: string, init: RequestInit) => Promise<Response>
}

/** Photos fetched from their hosts once, checked, and kept on disk for the pipeline to read like its own. */
export interface RemotePhotos {
  /** Whether a path under the images prefix names a photo on another host. */
  owns(path: string): boolean
  /**
   * The kept file of the photo a path names, fetched and checked on its first request; `busy` when too many
   * photos are being fetched.
   * @throws RemotePhotoUnusable for a host not listed, a refused or failed fetch, or a photo of the wrong type,
   * too many bytes or too many pixels
   */
  keep(path: string): Promise<{ file: string } | 'busy'>
}

/**
 * Photos given by URL (a dealer's stock feed names them on its own host): fetched once over https from a listed
 * host with no redirects, checked (a photo type by its bytes, at most `maxBytes` read, at most `maxPixels`) and kept,
 * so a shopper's phone gets them sized by the site's pipeline instead of at full size from the dealer's host.
 * @example const photos = remotePhotos({ hosts: ['photos.dealer.example'], dir: '.data/images/sources', maxBytes: 26_214_400, maxPixels: 50_000_000 })
 */
export function remotePhotos(options: RemotePhotoOptions): RemotePhotos {
  const hosts = new Set([...options.hosts].map((host) => host.toLowerCase()))
  const timeoutMs = options.timeoutMs ?? 10_000
  const maxFetching = options.maxFetching ?? 8
  const fetchPhoto = options.fetchPhoto ?? ((url, init) => fetch(url, init))
  const retryAfterMs = options.retryAfterMs ?? 300_000
  const fetching = new Map<string, Promise<{ file: string }>>()
  // Photos found unusable, so a host that is down or sends the wrong thing is not asked on every request
  // (bounded; oldest dropped).
  const failed = new Map<string, { at: number; error: RemotePhotoUnusable }>()

  const urlOf = (path: string): URL => {
    const encoded = path.slice(remotePrefix.length).replace(/\.jpg$/, '')
    let url: URL
    try {
      url = new URL(Buffer.from(encoded, 'base64url').toString('utf8'))
    } catch {
      throw new RemotePhotoUnusable('the address is not a photo address', 404)
    }
    if (url.protocol !== 'https:' || !hosts.has(url.hostname))
      throw new RemotePhotoUnusable(`${url.hostname} is not one of the tenants' photo hosts`, 404)
    return url
  }

  const readCapped = async (response: Response): Promise<Uint8Array> => {
    const declared = Number(response.headers.get('content-length'))
    if (declared > options.maxBytes)
      throw new RemotePhotoUnusable(`is ${declared} bytes, more than ${options.maxBytes}`)
    const chunks: Uint8Array[] = []
    let total = 0
    const reader = response.body?.getReader()
    if (!reader) throw new RemotePhotoUnusable('the host sent no body')
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      total += value.byteLength
      if (total > options.maxBytes) {
        await reader.cancel()
        throw new RemotePhotoUnusable(`is more than ${options.maxBytes} bytes`)
      }
      chunks.push(value)
    }
    return Buffer.concat(chunks)
  }

  const fetchAndKeep = async (url: URL, file: string): Promise<{ file: string }> => {
    let response: Response
    try {
      response = await fetchPhoto(url.href, { redirect: 'error', signal: AbortSignal.timeout(timeoutMs) })
    } catch (error) {
      throw new RemotePhotoUnusable(
        `could not be fetched: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
    if (!response.ok) {
      await response.body?.cancel()
      throw new RemotePhotoUnusable(`the host answered ${response.status}`)
    }
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    if (!photoTypes.has(type)) {
      await response.body?.cancel()
      throw new RemotePhotoUnusable(`is ${type || 'of no type'}, not a photo`)
    }
    const bytes = await readCapped(response)
    const metadata = await sharp(bytes)
      .metadata()
      .catch(() => null)
    if (!metadata?.format || !photoFormats.has(metadata.format))
      throw new RemotePhotoUnusable('is not a photo the site can read')
    const pixels = (metadata.width ?? 0) * (metadata.height ?? 0)
    if (pixels === 0 || pixels > options.maxPixels)
      throw new RemotePhotoUnusable(
        `is ${metadata.width}×${metadata.height} pixels, more than ${options.maxPixels}`,
      )
    await mkdir(options.dir, { recursive: true })
    // Written aside and renamed, so the pipeline never reads half a photo.
    const partial = `${file}.${process.pid}.partial`
    await writeFile(partial, bytes)
    await rename(partial, file)
    return { file }
  }

  return {
    owns: (path) => path.startsWith(remotePrefix),
    async keep(path) {
      const url = urlOf(path)
      const file = join(options.dir, `${createHash('sha256').update(url.href).digest('base64url')}.photo`)
      if (
        await stat(file).then(
          (found) => found.isFile(),
          () => false,
        )
      )
        return { file }
      const failure = failed.get(url.href)
      if (failure && Date.now() - failure.at < retryAfterMs) throw failure.error
      let kept = fetching.get(url.href)
      if (!kept) {
        if (fetching.size >= maxFetching) return 'busy'
        kept = fetchAndKeep(url, file)
        fetching.set(url.href, kept)
        void kept.then(
          () => fetching.delete(url.href),
          (error: unknown) => {
            fetching.delete(url.href)
            if (!(error instanceof RemotePhotoUnusable)) return
            failed.delete(url.href)
            failed.set(url.href, { at: Date.now(), error })
            if (failed.size > 1000) failed.delete(failed.keys().next().value!)
          },
        )
      }
      return kept
    },
  }
}
