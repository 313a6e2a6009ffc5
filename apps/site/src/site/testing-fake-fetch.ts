import type { FetchJson } from './finance-quote'

/**
 * For tests of the browser's calls: a fake server that answers every call with this status and body and records
 * what was asked, and a fetch that is offline.
 * @example const { calls, fetchJson } = fakeServer(200, { weeklyRepaymentAmount: 182 })
 */
export function fakeServer(status: number, body: unknown) {
  const calls: { url: string; body: unknown }[] = []
  const fetchJson: FetchJson = (url, init) => {
    calls.push({ url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined })
    return Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      json: () => Promise.resolve(body),
      text: () => Promise.resolve(JSON.stringify(body)),
    })
  }
  return { calls, fetchJson }
}

/** A fetch with no network. */
export const offline: FetchJson = () => Promise.reject(new TypeError('Failed to fetch'))
