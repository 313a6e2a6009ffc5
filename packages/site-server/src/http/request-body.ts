import type { IncomingMessage } from 'node:http'

/**
 * The largest JSON body read by default (the service endpoints): 8 KB; other endpoints pass their own bound.
 * @example maxServiceBodyBytes // 8192
 */
export const maxServiceBodyBytes = 8 * 1024

/** A JSON object body, or the status and message to answer instead. */
export type JsonBody =
  { ok: true; body: Record<string, unknown> } | { ok: false; status: 400 | 413; message: string }

/**
 * Reads a request body as one JSON object, at most `maxBytes` (a declared or actual larger body is refused with 413
 * without keeping it), else 400 for anything that is not a JSON object.
 * @example const read = await readJsonObject(req); if (!read.ok) sendJson(res, read.status, { message: read.message })
 */
export async function readJsonObject(
  req: IncomingMessage,
  maxBytes = maxServiceBodyBytes,
): Promise<JsonBody> {
  const read = await readBodyText(req, maxBytes)
  if (!read.ok) return read
  try {
    const value: unknown = JSON.parse(read.text)
    if (value && typeof value === 'object' && !Array.isArray(value))
      return { ok: true, body: value as Record<string, unknown> }
  } catch {
    // Not JSON: answered below like any other body that is not an object.
  }
  return { ok: false, status: 400, message: 'Expected a JSON object' }
}

/** A body read as text, or the status and message to answer instead. */
export type TextBody = { ok: true; text: string } | { ok: false; status: 400 | 413; message: string }

/**
 * Reads a request body as UTF-8 text, at most `maxBytes` (a declared or actual larger body is refused with 413,
 * and what was read of it is let go at once).
 * @example const read = await readBodyText(req, 64 * 1024 * 1024); if (read.ok) readFeed(read.text, 'csv')
 */
export function readBodyText(req: IncomingMessage, maxBytes: number): Promise<TextBody> {
  const tooLarge = { ok: false, status: 413, message: 'Request body too large' } as const
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) {
    req.resume()
    return Promise.resolve(tooLarge)
  }
  return new Promise((resolve) => {
    let size = 0
    let chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= maxBytes) chunks.push(chunk)
      else chunks = []
    })
    req.on('error', () => resolve({ ok: false, status: 400, message: 'The request body could not be read' }))
    req.on('end', () =>
      resolve(size > maxBytes ? tooLarge : { ok: true, text: Buffer.concat(chunks).toString('utf8') }),
    )
  })
}
