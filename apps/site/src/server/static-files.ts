import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { ServerResponse } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'

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
  prefix: string
  dir: string
  /** Hashed build output never changes: cache it for a year. */
  immutable?: boolean
}

/**
 * Serves a file when the path falls inside a mount; answers false otherwise. Paths that climb out of the
 * folder (../) are refused, and only known file types are served.
 */
export async function serveStatic(
  pathname: string,
  res: ServerResponse,
  mounts: readonly StaticMount[],
  method = 'GET',
) {
  for (const mount of mounts) {
    if (!pathname.startsWith(mount.prefix)) continue
    let relative: string
    try {
      relative = decodeURIComponent(pathname.slice(mount.prefix.length))
    } catch {
      return false
    }
    const file = normalize(join(mount.dir, relative))
    if (!file.startsWith(normalize(mount.dir + sep))) return false
    const type = contentTypes[extname(file).toLowerCase()]
    if (!type) continue
    const info = await stat(file).catch(() => null)
    if (!info?.isFile()) continue
    res.statusCode = 200
    res.setHeader('content-type', type)
    res.setHeader('content-length', info.size)
    res.setHeader(
      'cache-control',
      mount.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    )
    res.setHeader('x-content-type-options', 'nosniff')
    if (method === 'HEAD') {
      res.end()
      return true
    }
    await new Promise<void>((resolve, reject) => {
      createReadStream(file).on('error', reject).pipe(res).on('finish', resolve).on('error', reject)
    })
    return true
  }
  return false
}
