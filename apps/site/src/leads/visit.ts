const visitedKey = 'forecourt:visited-pages'
const linkedKey = 'forecourt:linked-query-params'
const maxPages = 20
// Campaign and click ids a dealer's CRM attributes leads with; only these are kept from the landing page.
const linkedParams = /^(utm_[a-z]+|gclid|fbclid|msclkid|dclid)$/i

function readJson<T>(key: string, fallback: T): T {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? 'null')
    return (value ?? fallback) as T
  } catch {
    return fallback
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Private mode or a full store: the lead is still sent, only without the visit's trail.
  }
}

/**
 * Records a page of this visit (spec §3 lead_attributes.visited_pages), newest last, at most 20, and keeps the
 * landing page's campaign parameters (linked_query_params).
 * @example rememberVisitedPage('/cars/2024-kia-sportage-123?utm_source=google')
 */
export function rememberVisitedPage(pathWithQuery: string): void {
  const pages = readJson<string[]>(visitedKey, [])
  if (pages.at(-1) !== pathWithQuery) writeJson(visitedKey, [...pages, pathWithQuery].slice(-maxPages))
  const query = new URLSearchParams(pathWithQuery.split('?')[1] ?? '')
  const linked = readJson<Record<string, string>>(linkedKey, {})
  let changed = false
  for (const [name, value] of query) {
    if (linkedParams.test(name) && linked[name] === undefined) {
      linked[name] = value.slice(0, 500)
      changed = true
    }
  }
  if (changed) writeJson(linkedKey, linked)
}

/**
 * Keeps the visit's trail: the page the visit is on now, once `later` resolves, and every page the site moves to
 * after it, each as its move completes. The first page waits for `later` (a later task) because the first touch of
 * the browser's storage on a page load waits on the browser to open it, which would otherwise lengthen the task that
 * hydrates the page. A move that completes before then writes the first page first, so the trail keeps its order.
 * Returns a function that stops keeping it (the first page is then not written if it was still waiting).
 * @example
 * const stop = keepVisitTrail({
 *   currentPage: () => `${location.pathname}${location.search}`,
 *   onMove: (listener) => router.subscribe('onResolved', listener),
 *   later: nextTask,
 * })
 */
export function keepVisitTrail(options: {
  /** The page the browser is on, as a path with its query. */
  currentPage: () => string
  /** Calls the listener after each move within the site; returns the function that stops it. */
  onMove: (listener: () => void) => () => void
  /** Resolves when the first page may be written. */
  later: () => Promise<void>
}): () => void {
  /** The first page while it still waits to be written; null once written, or once stopped. */
  let landing: string | null = options.currentPage()
  const writeLanding = () => {
    if (landing === null) return
    rememberVisitedPage(landing)
    landing = null
  }
  void options.later().then(writeLanding)
  const stopMoves = options.onMove(() => {
    writeLanding()
    rememberVisitedPage(options.currentPage())
  })
  return () => {
    landing = null
    stopMoves()
  }
}

/**
 * The visit so far, as a lead carries it.
 * @example visitOfThisSession().visited_pages // ['/', '/search/used-cars']
 */
export function visitOfThisSession(): {
  visited_pages: string[]
  linked_query_params: Record<string, string>
} {
  return {
    visited_pages: readJson<string[]>(visitedKey, []),
    linked_query_params: readJson<Record<string, string>>(linkedKey, {}),
  }
}
