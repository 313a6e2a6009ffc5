import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib'
import { Readable } from 'node:stream'
import type { MiddlewareHandler } from 'hono'
import { acceptedQualities } from './accept-header'

/** Answers smaller than this go as they are: compressing them saves less than its own overhead. */
const minimumBytes = 1024

/** Types worth compressing as they are sent; pictures and fonts are compressed already. */
const compressible = /^(text\/|application\/(json|xml|javascript)|image\/svg\+xml)/i

/**
 * The encoding to answer in for an Accept-Encoding header: brotli, else gzip, else none; an encoding given `q=0`
 * is refused.
 * @example pickEncoding('gzip, deflate, br') // 'br'
 */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = acceptedQualities(acceptEncoding)
  const allowed = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (allowed('br')) return 'br'
  if (allowed('gzip')) return 'gzip'
  return null
}

function compressor(encoding: 'br' | 'gzip'): BrotliCompress | Gzip {
  // Quality 5 of 11: most of brotli's gain at a fraction of its cost, for answers compressed on every request. A
  // 512 KB window (of 16 MB at most) holds any page whole and keeps each stream's memory small under load.
  return encoding === 'br'
    ? createBrotliCompress({
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_LGWIN]: 19,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : createGzip({ level: 6 })
}

/**
 * A body compressed as it streams: what the source gives within one turn of the event loop is joined and
 * compressed together (one call into zlib instead of one per small chunk a renderer writes), then flushed, so the
 * browser gets the head of a server-rendered page while the rest is still being rendered.
 */
export function compressStream(
  body: ReadableStream<Uint8Array>,
  encoding: 'br' | 'gzip',
): ReadableStream<Uint8Array> {
  const zip = compressor(encoding)
  const flushKind = encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH
  let pending: Uint8Array[] = []
  let scheduled = false
  const writePending = (flush: boolean) => {
    scheduled = false
    if (zip.destroyed || zip.writableEnded || pending.length === 0) return
    zip.write(pending.length === 1 ? pending[0] : Buffer.concat(pending))
    pending = []
    if (flush) zip.flush(flushKind)
  }
  body
    .pipeTo(
      new WritableStream<Uint8Array>({
        write: (chunk) => {
          if (zip.destroyed) throw new Error('The answer was abandoned')
          pending.push(chunk)
          if (!scheduled) {
            scheduled = true
            setImmediate(() => writePending(true))
          }
          // The reader is slower than the renderer: wait until it has taken what is queued.
          if (zip.writableNeedDrain) return new Promise<void>((drained) => zip.once('drain', drained))
        },
        close: () => {
          writePending(false)
          zip.end()
        },
        abort: (reason) => {
          zip.destroy(reason instanceof Error ? reason : new Error(String(reason)))
        },
      }),
    )
    .catch(() => {
      // The reader went away (the browser closed the page) or the source failed; either ends the answer.
      zip.destroy()
    })
  return Readable.toWeb(zip) as unknown as ReadableStream<Uint8Array>
}

/**
 * Compresses pages, JSON and other text as they stream, in brotli or gzip by the request's Accept-Encoding, and
 * says `vary: accept-encoding` on every answer whose body could have been compressed. Answers already encoded
 * (the build's precompressed assets), partial, bodiless or small go as they are.
 *
 * Hono's own `compress` is not used: it offers gzip and deflate only, and its CompressionStream cannot be
 * flushed, so a streamed page would wait in the compressor until a block fills.
 * @example app.use('*', compression())
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = c.res
    const type = res.headers.get('content-type') ?? ''
    if (!compressible.test(type) || res.headers.has('content-encoding')) return
    res.headers.append('vary', 'accept-encoding')
    const length = res.headers.get('content-length')
    if (
      !res.body ||
      c.req.method === 'HEAD' ||
      res.status === 206 ||
      (length !== null && Number(length) < minimumBytes) ||
      /(^|,)\s*no-transform\s*(,|$)/i.test(res.headers.get('cache-control') ?? '')
    )
      return
    const encoding = pickEncoding(c.req.header('accept-encoding'))
    if (!encoding) return
    // Hono carries the old answer's headers over to the new one: the length is dropped after.
    c.res = new Response(compressStream(res.body, encoding), res)
    c.res.headers.delete('content-length')
    c.res.headers.set('content-encoding', encoding)
  }
}
