import type { IncomingMessage } from 'node:http'
import { SearchEngineError, isSearchEngineError } from '../errors'

/**
 * Reads a request body as text, refusing bodies over `maxBytes` with a 413 (checked while reading, and
 * again after gzip is undone so a small compressed body cannot expand past the limit).
 * @example const text = await readBody(request, 1_048_576)
 */
export async function readBody(request: IncomingMessage, maxBytes: number): Promise<string> {
  const body = await collect(request, maxBytes)
  const encoding = String(request.headers['content-encoding'] ?? 'identity').toLowerCase()
  if (encoding === 'identity') return new TextDecoder().decode(body)
  if (encoding !== 'gzip') throw new SearchEngineError(`Unsupported content-encoding: ${encoding}`, 415)
  return new TextDecoder().decode(await gunzip(body, maxBytes))
}

/** The raw bytes; an oversized body is drained (not kept) so the 413 can still be answered. */
function collect(request: IncomingMessage, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = []
    let size = 0
    request.on('data', (chunk: Uint8Array | string) => {
      const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk
      size += bytes.byteLength
      if (size <= maxBytes) chunks.push(bytes)
    })
    request.on('end', () => (size > maxBytes ? reject(tooLarge(maxBytes)) : resolve(concat(chunks, size))))
    request.on('error', reject)
  })
}

async function gunzip(body: Uint8Array<ArrayBuffer>, maxBytes: number): Promise<Uint8Array> {
  const stream = new Blob([body]).stream().pipeThrough(new DecompressionStream('gzip'))
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength
      if (size > maxBytes) throw tooLarge(maxBytes)
      chunks.push(chunk)
    }
  } catch (error) {
    if (isSearchEngineError(error)) throw error
    throw new SearchEngineError('Invalid gzip body', 400)
  }
  return concat(chunks, size)
}

function concat(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

function tooLarge(maxBytes: number): SearchEngineError {
  return new SearchEngineError(`Request body is larger than ${maxBytes} bytes`, 413)
}
