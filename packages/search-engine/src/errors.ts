/**
 * An error the engine answers with, in Algolia's shape: a message and an HTTP status. Everything the
 * engine rejects (bad parameters, bad filter syntax, unknown index, unknown API key) is one of these;
 * anything else that escapes is a bug.
 * @example new SearchEngineError('filters: Unexpected token ) at col 5', 400)
 */
export class SearchEngineError extends Error {
  /** HTTP status Algolia answers the same mistake with (400, 403, 404, 413). */
  readonly status: number

  constructor(message: string, status = 400) {
    super(message)
    this.name = 'SearchEngineError'
    this.status = status
  }

  /** The JSON body Algolia sends with the error: `{ message, status }`. */
  toJSON(): { message: string; status: number } {
    return { message: this.message, status: this.status }
  }
}

/**
 * A 400 for a malformed request.
 * @example throw badRequest('hitsPerPage: expected an integer')
 */
export function badRequest(message: string): SearchEngineError {
  return new SearchEngineError(message, 400)
}

/**
 * The value as a JSON object, or a 400 naming where it was expected: the one check every body and nested object
 * of a request goes through.
 * @example const { requests } = jsonObject(body, 'body')
 */
export function jsonObject(value: unknown, at: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw badRequest(`${at}: expected a JSON object`)
  return value as Record<string, unknown>
}

/** The message and status Algolia answers an unknown or missing API key with. */
export const invalidCredentials = { message: 'Invalid Application-ID or API key', status: 403 } as const

/**
 * Whether an error is one the engine answers with. Checked by shape, not `instanceof`: the `node`
 * entry is bundled separately and has its own copy of the class.
 * @example isSearchEngineError(new SearchEngineError('x', 400)) // true
 */
export function isSearchEngineError(error: unknown): error is SearchEngineError {
  return (
    error instanceof Error &&
    error.name === 'SearchEngineError' &&
    typeof (error as { status?: unknown }).status === 'number'
  )
}
