import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { extname, join, relative, resolve, sep } from 'node:path'
import sharp from 'sharp'
import { imageFormatFor, imageSize, type ImageFormat } from './image-variant'
import { remotePhotos, RemotePhotoUnusable, type RemotePhotoOptions } from './remote-photos'

/** The source pictures the pipeline resizes; any other file (an SVG drawing) is not its to answer. */
const rasterSources = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif'])

const contentTypes: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
}

// Bumped when the way a picture is made changes, so no cached picture of the old way is sent again.
const recipe = 'forecourt-images-2'

/** What the pipeline answers: a made picture, the 'image not found' picture, or a refusal. */
export interface ImageAnswer {
  status: 200 | 304 | 404 | 503
  headers: Record<string, string>
  /** Empty for 304. */
  body: Uint8Array<ArrayBuffer>
}

/** Where the pipeline reads, where it keeps what it made, and the limits that keep it from being knocked over. */
export interface ImagePipelineOptions {
  /** The folder of source pictures: a request path is read under it and never outside it. */
  dir: string
  /** Where made pictures are kept, one file per source, width, quality and format. */
  cacheDir: string
  /**
   * The picture sent for a source that is missing, broken or too large, relative to `dir`; a built-in drawing
   * when the file is not there.
   * @default 'placeholders/image-not-found.svg'
   */
  notFoundImage?: string
  /** A larger source file is not opened. @default 26_214_400 (25 MiB) */
  maxSourceBytes?: number
  /** A source of more pixels is not decoded (a decompression bomb). @default 50_000_000 */
  maxSourcePixels?: number
  /** Pictures made at once; the rest wait. @default 2 */
  maxConcurrent?: number
  /** Pictures waiting to be made; past this a request is told to come back. @default 200 */
  maxWaiting?: number
  /** Where a broken source is reported. @default console.error */
  log?: (message: string) => void
  /**
   * Reads a source picture's bytes: another store of pictures (or a test holding a picture back) may stand in.
   * @default fs.promises.readFile
   */
  readSource?: (file: string) => Promise<Uint8Array>
  /**
   * The hosts whose photos the pipeline fetches (every tenant's `images.photoHosts`), for addresses made by
   * `sitePhotoAddress`; each is fetched once, checked and kept under `cacheDir/sources`. @default none
   */
  photoHosts?: Iterable<string>
  /** How a photo on a photo host is fetched: a test may stand in. @default globalThis.fetch */
  fetchPhoto?: RemotePhotoOptions['fetchPhoto']
}

/** One request for a picture, as the HTTP layer read it. */
export interface ImageRequest {
  /** The path under the images prefix, decoded, e.g. `vehicles/suv/red.jpg`. */
  path: string
  w: string | undefined
  q: string | undefined
  accept: string | undefined
  ifNoneMatch: string | undefined
}

/** The pipeline: answers a request for a raster picture, or `null` for a file that is not one. */
export interface ImagePipeline {
  answer(request: ImageRequest): Promise<ImageAnswer | null>
  /** How many pictures were made and how many came from the cache since the start. */
  readonly counts: { made: number; fromCache: number }
}

const builtInNotFound = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 540" role="img" aria-label="Image not found">' +
    '<rect width="960" height="540" fill="#d5d9de"/></svg>',
)

class SourceUnusable extends Error {}

/**
 * The image pipeline behind `/images/…?w=&q=`: resizes and transcodes raster pictures with sharp (AVIF or WebP by
 * the browser's Accept, JPEG otherwise), keeps each made picture on disk, and answers with `vary: accept`, an ETag
 * and a week's cache lifetime. Widths and qualities are kept to fixed sets, so the cache holds a bounded number of
 * pictures per source; a missing, broken or oversize source gets the 'image not found' picture and never an error.
 * @example const pipeline = createImagePipeline({ dir: 'fixtures/images', cacheDir: '.data/images' })
 */
export function createImagePipeline(options: ImagePipelineOptions): ImagePipeline {
  const dir = resolve(options.dir)
  const cacheDir = resolve(options.cacheDir)
  const maxSourceBytes = options.maxSourceBytes ?? 26_214_400
  const maxSourcePixels = options.maxSourcePixels ?? 50_000_000
  const maxConcurrent = options.maxConcurrent ?? 2
  const maxWaiting = options.maxWaiting ?? 200
  const log = options.log ?? ((message: string) => console.error(message))
  const readSource = options.readSource ?? readFile
  const counts = { made: 0, fromCache: 0 }
  const inFlight = new Map<string, Promise<Uint8Array<ArrayBuffer>>>()
  // Sources found unusable, so a broken 20 MB file is not read again on every request (bounded; oldest dropped).
  const unusable = new Set<string>()
  const waiting: (() => void)[] = []
  let running = 0
  let notFoundBody: Promise<Uint8Array<ArrayBuffer>> | null = null
  const remote = remotePhotos({
    hosts: options.photoHosts ?? [],
    dir: join(cacheDir, 'sources'),
    maxBytes: maxSourceBytes,
    maxPixels: maxSourcePixels,
    ...(options.fetchPhoto ? { fetchPhoto: options.fetchPhoto } : {}),
  })
  const reported = new WeakSet<Error>()
  const busy: ImageAnswer = {
    status: 503,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5', 'cache-control': 'no-store' },
    body: new TextEncoder().encode('Too many pictures are being made right now. Please try again shortly.'),
  }

  const notFound = async (status: 200 | 404): Promise<ImageAnswer> => {
    notFoundBody ??= readFile(join(dir, options.notFoundImage ?? 'placeholders/image-not-found.svg'))
      .then((data) => new Uint8Array(data))
      .catch(() => builtInNotFound)
    const body = await notFoundBody
    // A source may yet be fixed or added: the placeholder is never kept for long.
    return {
      status,
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=60' },
      body,
    }
  }

  const inTurn = async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= maxConcurrent) await new Promise<void>((start) => waiting.push(start))
    running++
    try {
      return await work()
    } finally {
      running--
      waiting.shift()?.()
    }
  }

  const make = async (file: string, size: number, width: number, quality: number, format: ImageFormat) => {
    if (size > maxSourceBytes) throw new SourceUnusable(`is ${size} bytes, more than ${maxSourceBytes}`)
    const input = await readSource(file)
    let image = sharp(input, { limitInputPixels: maxSourcePixels, failOn: 'error' })
      .timeout({ seconds: 30 })
      .rotate()
      .resize({ width, withoutEnlargement: true })
    // Speed over the last few bytes: a picture is made on a shopper's first request for it. AVIF's quality scale
    // runs lower than JPEG's for the same look: at q - 25 a 1200-wide demo photo is 29.7 KB (WebP 43.0 KB, JPEG
    // 46.5 KB); at q - 15 it was 54.5 KB, larger than the JPEG.
    if (format === 'avif') image = image.avif({ quality: quality - 25, effort: 2 })
    else if (format === 'webp') image = image.webp({ quality, effort: 3 })
    else if (format === 'png') image = image.png({ compressionLevel: 8 })
    else image = image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true })
    try {
      return new Uint8Array(await image.toBuffer())
    } catch (error) {
      throw new SourceUnusable(error instanceof Error ? error.message : String(error))
    }
  }

  return {
    counts,
    async answer(request) {
      const extension = extname(request.path).toLowerCase()
      if (!rasterSources.has(extension)) return null
      let file: string
      if (remote.owns(request.path)) {
        try {
          const kept = await remote.keep(request.path)
          if (kept === 'busy') return busy
          file = kept.file
        } catch (error) {
          if (!(error instanceof RemotePhotoUnusable)) throw error
          // Each photo's failure once (it is remembered for a while); an address naming no photo is not news.
          if (error.status === 200 && !reported.has(error)) {
            reported.add(error)
            log(`The photo ${request.path} cannot be used: ${error.message}`)
          }
          return notFound(error.status)
        }
      } else {
        file = resolve(dir, request.path.replace(/^\/+/, ''))
        if (!file.startsWith(dir + sep)) return notFound(404)
      }
      const source = await stat(file).catch(() => null)
      if (!source?.isFile()) return notFound(404)

      const { width, quality } = imageSize(request.w, request.q)
      const format = imageFormatFor(request.accept, extension === '.png')
      const key = createHash('sha256')
        .update([recipe, relative(dir, file), source.mtimeMs, source.size, width, quality, format].join('|'))
        .digest('base64url')
      const etag = `"${key.slice(0, 27)}"`
      const headers = {
        'content-type': contentTypes[format],
        'cache-control': 'public, max-age=604800, stale-while-revalidate=86400',
        vary: 'accept',
        etag,
      }
      if (request.ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
        return { status: 304, headers, body: new Uint8Array() }

      const cached = join(cacheDir, key.slice(0, 2), `${key}.${format}`)
      const hit = await readFile(cached).catch(() => null)
      if (hit) {
        counts.fromCache++
        return { status: 200, headers, body: new Uint8Array(hit) }
      }

      if (unusable.has(key)) return notFound(200)
      let made = inFlight.get(key)
      if (!made) {
        if (running >= maxConcurrent && waiting.length >= maxWaiting) return busy
        made = inTurn(async () => {
          const body = await make(file, source.size, width, quality, format)
          await mkdir(join(cacheDir, key.slice(0, 2)), { recursive: true })
          // Written aside and renamed, so a reader never sees half a picture.
          const partial = `${cached}.${process.pid}.partial`
          await writeFile(partial, body)
          await rename(partial, cached)
          counts.made++
          return body
        })
        inFlight.set(key, made)
        void made.then(
          () => inFlight.delete(key),
          () => inFlight.delete(key),
        )
      }
      try {
        return { status: 200, headers, body: await made }
      } catch (error) {
        if (!(error instanceof SourceUnusable)) throw error
        if (!unusable.has(key)) log(`The picture ${relative(dir, file)} cannot be used: ${error.message}`)
        unusable.add(key)
        if (unusable.size > 1000) unusable.delete(unusable.values().next().value!)
        return notFound(200)
      }
    },
  }
}
