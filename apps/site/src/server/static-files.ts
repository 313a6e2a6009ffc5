import { extname } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { MiddlewareHandler } from 'hono'

/** The file types the site serves, with the type each is sent as; any other file is never served. */
const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
}

/** A folder served under a URL prefix, with the cache lifetime its files deserve. */
export interface StaticMount {
  /** The URL prefix, ending in '/'. */
  prefix: string
  dir: string
  /** Hashed build output never changes: cache it for a year. */
  immutable?: boolean
  /**
   * How long a browser keeps a file that may change at the same address (the demo's drawings: a week, as the image
   * pipeline's pictures).
   * @default 3600
   */
  maxAgeSeconds?: number
}

/**
 * Serves files of the mounts for GET and HEAD (Hono's node `serveStatic`): only known types, never a path that
 * climbs out of its folder; a file's brotli or gzip copy made at build (`name.js.br`, `name.js.gz`) goes to a
 * browser that accepts it, with `vary: accept-encoding`. A path no mount has goes on to the site.
 * @example app.use('*', staticFiles([{ prefix: '/assets/', dir: 'dist/client/assets', immutable: true }]))
 */
export function staticFiles(mounts: readonly StaticMount[]): MiddlewareHandler {
  const served = mounts.map((mount) => ({
    mount,
    serve: serveStatic({
      root: mount.dir,
      precompressed: true,
      rewriteRequestPath: (path) => path.slice(mount.prefix.length - 1),
    }),
  }))
  return async (c, next) => {
    const type = contentTypes[extname(c.req.path).toLowerCase()]
    const mine = type ? served.find(({ mount }) => c.req.path.startsWith(mount.prefix)) : undefined
    if (!type || !mine || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next()
    const answer = await mine.serve(c, next)
    if (answer instanceof Response && answer.ok) {
      answer.headers.set('content-type', type)
      answer.headers.set(
        'cache-control',
        mine.mount.immutable
          ? 'public, max-age=31536000, immutable'
          : `public, max-age=${mine.mount.maxAgeSeconds ?? 3600}`,
      )
    }
    return answer
  }
}
