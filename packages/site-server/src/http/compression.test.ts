import { brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { compressStream, compression, pickEncoding } from './compression'

describe('pickEncoding', () => {
  it.each([
    { header: 'gzip, deflate, br', encoding: 'br' },
    { header: 'gzip', encoding: 'gzip' },
    { header: 'br;q=0, gzip;q=0.8', encoding: 'gzip' },
    { header: 'identity', encoding: null },
    { header: '*', encoding: 'br' },
    { header: '*, br;q=0', encoding: 'gzip' },
    { header: undefined, encoding: null },
  ])('Accept-Encoding "$header" is answered in $encoding', ({ header, encoding }) => {
    expect(pickEncoding(header)).toBe(encoding)
  })
})

const page = `<!doctype html><html><body>${'<p>A car for sale.</p>'.repeat(400)}</body></html>`

function appAnswering(body: string | ReadableStream<Uint8Array>, headers: Record<string, string>) {
  const app = new Hono()
  app.use('*', compression())
  app.get('/', () => new Response(body, { headers }))
  return app
}

describe('compression', () => {
  it.each([
    { accept: 'br, gzip', encoding: 'br', decode: (bytes: Buffer) => brotliDecompressSync(bytes) },
    { accept: 'gzip', encoding: 'gzip', decode: (bytes: Buffer) => gunzipSync(bytes) },
  ])(
    'compresses a page in $encoding and says it varies by Accept-Encoding',
    async ({ accept, encoding, decode }) => {
      const app = appAnswering(page, { 'content-type': 'text/html; charset=utf-8' })
      const answer = await app.request('/', { headers: { 'accept-encoding': accept } })
      expect(answer.headers.get('content-encoding')).toBe(encoding)
      expect(answer.headers.get('vary')).toBe('accept-encoding')
      expect(answer.headers.get('content-length')).toBeNull()
      const bytes = Buffer.from(await answer.arrayBuffer())
      expect(bytes.length).toBeLessThan(page.length / 10)
      expect(decode(bytes).toString()).toBe(page)
    },
  )

  it.each<{ case: string; accept: string; headers: Record<string, string> }>([
    { case: 'a browser that accepts no compression', accept: 'identity', headers: {} },
    { case: 'a picture', accept: 'br', headers: { 'content-type': 'image/png' } },
    { case: 'an answer under 1 KB', accept: 'br', headers: { 'content-length': '900' } },
    { case: 'an answer already encoded', accept: 'br', headers: { 'content-encoding': 'gzip' } },
    { case: 'an answer marked no-transform', accept: 'br', headers: { 'cache-control': 'no-transform' } },
  ])('leaves $case as it is', async ({ accept, headers }) => {
    const app = appAnswering(page, { 'content-type': 'text/html; charset=utf-8', ...headers })
    const answer = await app.request('/', { headers: { 'accept-encoding': accept } })
    expect(answer.headers.get('content-encoding')).toBe(headers['content-encoding'] ?? null)
    expect(await answer.text()).toBe(page)
  })
})

describe('compressStream', () => {
  it.each([
    { encoding: 'br' as const, decompressor: createBrotliDecompress },
    { encoding: 'gzip' as const, decompressor: createGunzip },
  ])(
    'sends what the source has given ($encoding) while the source waits, so a streamed page keeps streaming',
    async ({ encoding, decompressor }) => {
      let source!: ReadableStreamDefaultController<Uint8Array>
      const body = new ReadableStream<Uint8Array>({ start: (controller) => void (source = controller) })
      const reader = compressStream(body, encoding).getReader()
      const decompressed = decompressor()
      let text = ''
      decompressed.on('data', (chunk: Buffer) => (text += chunk.toString()))
      const head = '<!doctype html><html><head><title>Stock</title></head>'
      source.enqueue(new TextEncoder().encode(head))
      // The source stays open: the head must come out now, not when the page ends.
      while (text !== head) {
        const { value, done } = await reader.read()
        expect(done).toBe(false)
        await new Promise<void>((written) => decompressed.write(value, () => written()))
        await new Promise<void>((flushed) => decompressed.flush(() => flushed()))
      }
      source.enqueue(new TextEncoder().encode('<body>Cars</body></html>'))
      source.close()
      for (let next = await reader.read(); !next.done; next = await reader.read())
        decompressed.write(next.value)
      await new Promise<void>((ended) => decompressed.end(() => ended()))
      await new Promise<void>((finished) => decompressed.once('end', finished).resume())
      expect(text).toBe(`${head}<body>Cars</body></html>`)
    },
  )
})
