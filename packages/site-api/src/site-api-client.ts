import type { PostBody, PostPath } from './post-bodies'
import type { ErrorAnswer, PostAnswers, PostResult } from './post-answers'

/** The `fetch` the client calls: the browser's, or a test's (which only needs to answer these three). */
export type SiteFetch = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'text'>>

/** What the client needs besides the site's own origin. */
export interface SiteApiClientOptions {
  /** @default globalThis.fetch */
  fetch?: SiteFetch
  /** The session's CSRF token, sent as `x-csrf-token` when there is one. @default no token */
  csrfToken?: () => Promise<string | null>
}

/** A client of a tenant site's POSTs, typed from the route table's body schemas and answers. */
export interface SiteApiClient {
  /**
   * POSTs a JSON body to the site's own endpoint. Network failures and unreadable answers never throw: they are
   * `{ ok: false, status: 0 }` and `{ ok: false, status, body: {} }`, so a form shows one message for every failure.
   */
  post<P extends PostPath>(path: P, body: PostBody<P>, options?: PostOptions): Promise<PostResult<P>>
}

/** How one POST is sent. */
export interface PostOptions {
  /** Let the request outlive the page, as a beacon does (analytics sent as the shopper leaves). @default false */
  keepalive?: boolean
}

const asObject = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null

/** The refusal's fields that have the types the contract gives them; anything else is left out. */
function errorAnswerOf(value: unknown): ErrorAnswer {
  const body = asObject(value)
  if (!body) return {}
  const errors = asObject(body.errors)
  const fieldErrors = errors
    ? Object.fromEntries(
        Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : null
  return {
    ...(typeof body.message === 'string' ? { message: body.message } : {}),
    ...(fieldErrors && Object.keys(fieldErrors).length > 0 ? { errors: fieldErrors } : {}),
    ...(body.success === false ? { success: false as const } : {}),
    ...(typeof body.redirect === 'string' ? { redirect: body.redirect } : {}),
  }
}

/**
 * The client of a tenant site's own POSTs (same origin, cookies sent). A renamed body field or answer field fails
 * `tsc`; the answer of a success is the server's, typed by the contract the server's endpoints are checked against.
 * @example
 * const api = createSiteApiClient({ csrfToken: async () => session.csrfToken })
 * const answer = await api.post('/api/watchlist/save-car', { car_id: 8, phone_number: '0412 345 678' })
 * if (answer.ok) show(answer.body.car_ids)
 */
export function createSiteApiClient(options: SiteApiClientOptions = {}): SiteApiClient {
  const send: SiteFetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init))
  return {
    async post<P extends PostPath>(
      path: P,
      body: PostBody<P>,
      post: PostOptions = {},
    ): Promise<PostResult<P>> {
      const token = options.csrfToken ? await options.csrfToken() : null
      let response: Awaited<ReturnType<SiteFetch>>
      try {
        response = await send(path, {
          method: 'POST',
          credentials: 'same-origin',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(token ? { 'x-csrf-token': token } : {}),
          },
          body: JSON.stringify(body),
          ...(post.keepalive ? { keepalive: true } : {}),
        })
      } catch {
        return { ok: false, status: 0, body: {} }
      }
      const text = await response.text().catch(() => null)
      let json: unknown
      try {
        json = text ? JSON.parse(text) : null
      } catch {
        // An answer that is not JSON (a proxy's error page, a cut connection) is a failure, whatever its status.
        return { ok: false, status: response.status, body: {} }
      }
      if (!response.ok || text === null)
        return { ok: false, status: response.status, body: errorAnswerOf(json) }
      // A success carries the JSON object the endpoint wrote, or nothing (204); anything else was not our server's.
      if (text !== '' && !asObject(json)) return { ok: false, status: response.status, body: {} }
      // The server's endpoints write these answers checked against PostAnswers (and tests hold them to it).
      return { ok: true, status: response.status, body: json as PostAnswers[P] }
    },
  }
}
