import type { MiddlewareHandler } from 'hono'
import type { ImagePipeline } from './image-pipeline'

/**
 * Serves the pipeline's pictures under a URL prefix for GET and HEAD; a file the pipeline does not make (an SVG
 * drawing) goes on to the next handler, which serves it as it is.
 * @example app.use('*', imageFiles('/images/', createImagePipeline({ dir, cacheDir })))
 */
export function imageFiles(prefix: string, pipeline: ImagePipeline): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.path.startsWith(prefix) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next()
    let path: string
    try {
      path = decodeURIComponent(c.req.path.slice(prefix.length))
    } catch {
      return c.text('This picture address is not valid.', 400)
    }
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
