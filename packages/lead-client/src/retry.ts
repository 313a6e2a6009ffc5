/**
 * How a lead submission retries.
 * @example const policy: RetryPolicy = { attempts: 4, baseDelayMs: 500, maxDelayMs: 8000 }
 */
export interface RetryPolicy {
  /**
   * Attempts in all, the first one included.
   * @default 4
   */
  attempts: number
  /**
   * Backoff before the first retry; it doubles for each further retry.
   * @default 500
   */
  baseDelayMs: number
  /**
   * Longest wait between attempts; a Retry-After asking for longer ends the retries for now.
   * @default 8000
   */
  maxDelayMs: number
}

/**
 * The spec leaves retries unstated; four attempts over about 3.5 seconds ride out a flaky mobile
 * connection while the shopper still watches the spinner.
 * @example defaultRetryPolicy.attempts // 4
 */
export const defaultRetryPolicy: RetryPolicy = { attempts: 4, baseDelayMs: 500, maxDelayMs: 8000 }

/**
 * Wait before retry number `retry` (1 for the first retry): exponential backoff, capped, with "equal
 * jitter" (half the delay fixed, half random) so many browsers failing together do not retry in step.
 * @example backoffDelay(1, defaultRetryPolicy, () => 0) // 250
 * @example backoffDelay(3, defaultRetryPolicy, () => 1) // 2000
 */
export function backoffDelay(retry: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retry - 1))
  return Math.round(exponential / 2 + (random() * exponential) / 2)
}

/**
 * Milliseconds a Retry-After header asks to wait: delay seconds or an HTTP date; null when absent or
 * unreadable. A date in the past gives 0.
 * @example retryAfterMs('2', Date.now()) // 2000
 */
export function retryAfterMs(header: string | null | undefined, nowMs: number): number | null {
  const text = header?.trim()
  if (!text) return null
  if (/^\d+$/.test(text)) return Number(text) * 1000
  // HTTP dates name the day and month ('Tue, 10 Jun 2025 00:00:05 GMT'); bare numbers like '-1' are not dates.
  const date = /[a-z]{3}/i.test(text) ? Date.parse(text) : Number.NaN
  return Number.isNaN(date) ? null : Math.max(0, date - nowMs)
}
