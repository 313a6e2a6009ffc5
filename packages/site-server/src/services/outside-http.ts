/**
 * The one way the services' real adapters talk to an outside service: JSON over HTTP with a timeout, an optional
 * `x-api-key`, and every failure (network, timeout, bad JSON) turned into {@link ServiceUnavailableError}, so an
 * endpoint can answer 502 with a message instead of crashing.
 */

/**
 * An outside service did not answer usefully (network, timeout, unexpected status or body).
 * @example throw new ServiceUnavailableError('Rego lookup', 'HTTP 503')
 */
export class ServiceUnavailableError extends Error {
  constructor(
    readonly service: string,
    detail: string,
  ) {
    super(`${service} is unavailable: ${detail}`)
    this.name = 'ServiceUnavailableError'
  }
}

/** How an adapter reaches its service. */
export interface OutsideServiceOptions {
  /** Sent as the `x-api-key` header when given. */
  apiKey?: string
  /** @defaultValue 5000 */
  timeoutMs?: number
  /** @defaultValue globalThis.fetch */
  fetch?: typeof fetch
}

/** A JSON answer: its status and parsed body (null when empty). */
export interface JsonAnswer {
  status: number
  body: unknown
}

/**
 * Sends a request (a JSON body when `json` is given) and reads a JSON answer of any status; the caller decides what
 * a status means. Network failures, timeouts and unparsable bodies throw {@link ServiceUnavailableError}.
 * @example await requestJson('Rego lookup', 'https://rego.example/lookup', { json: { rego: 'ABC123' } })
 */
export async function requestJson(
  service: string,
  url: string,
  request: { json?: unknown } & OutsideServiceOptions = {},
): Promise<JsonAnswer> {
  const fetchImpl = request.fetch ?? globalThis.fetch
  const headers: Record<string, string> = { accept: 'application/json' }
  if (request.json !== undefined) headers['content-type'] = 'application/json'
  if (request.apiKey) headers['x-api-key'] = request.apiKey
  let text: string
  let status: number
  try {
    const response = await fetchImpl(url, {
      method: request.json === undefined ? 'GET' : 'POST',
      headers,
      body: request.json === undefined ? undefined : JSON.stringify(request.json),
      signal: AbortSignal.timeout(request.timeoutMs ?? 5000),
    })
    status = response.status
    text = await response.text()
  } catch (error) {
    throw new ServiceUnavailableError(service, error instanceof Error ? error.message : String(error))
  }
  try {
    return { status, body: text.trim() === '' ? null : (JSON.parse(text) as unknown) }
  } catch {
    throw new ServiceUnavailableError(service, `HTTP ${status} with a body that is not JSON`)
  }
}

/**
 * A record's field as a finite number (numbers, or numeric strings as some services send), else null.
 * @example numberField({ rate: '8.49' }, 'rate') // 8.49
 */
export function numberField(record: Record<string, unknown>, field: string): number | null {
  const value = record[field]
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) ? number : null
}

/**
 * A record's field as a trimmed, non-empty string, else null.
 * @example stringField({ make: ' Mazda ' }, 'make') // 'Mazda'
 */
export function stringField(record: Record<string, unknown>, field: string): string | null {
  const value = record[field]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

/**
 * The value as a plain object (not an array, not null), else null.
 * @example asRecord(JSON.parse('{"a":1}')) // { a: 1 }
 */
export function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null
}
