import type { MiddlewareHandler } from 'hono'
import type { ImagePipeline } from './image-pipeline'

/**
 * The picture a site address names under `prefix` (decoded, without its query), or null when it names none there or
 * cannot be decoded (`%E0%A4%A`), so the image route and the vehicle PDF read an address the same way.
 * @example imagePathOf('/images/cars/a%20b.jpg?w=480', '/images/') // 'cars/a b.jpg'
 */
export function imagePathOf(address: string, prefix: string): string | null {
  if (!address.startsWith(prefix)) return null
  try {
    return decodeURIComponent(address.slice(prefix.length).split(/[?#]/)[0]!)
  } catch {
    return null
  }
}

/**
 * Serves the pipeline's pictures under a URL prefix for GET and HEAD; a file the pipeline does not make (an SVG
 * drawing) goes on to the next handler, which serves it as it is.
 * @example app.use('*', imageFiles('/images/', createImagePipeline({ dir, cacheDir })))
 */
export function imageFiles(prefix: string, pipeline: ImagePipeline): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.path.startsWith(prefix) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next()
    const path = imagePathOf(c.req.path, prefix)
    if (path === null) return c.text('This picture address is not valid.', 400)
    const answer = await pipeline.answer({
      path,
      w: c.req.query('w'),
      q: c.req.query('q'),
      accept: c.req.header('accept'),
      ifNoneMatch: c.req.header('if-none-match'),
    })
    if (!answer) return next()
    const headers = { ...answer.headers, 'content-length': String(answer.body.byteLength) }
    if (answer.status === 304 || c.req.method === 'HEAD') return c.body(null, answer.status, headers)
    return c.body(answer.body, answer.status, headers)
  }
}
