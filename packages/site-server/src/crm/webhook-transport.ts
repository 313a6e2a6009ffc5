import { createHmac } from 'node:crypto'
import type { NamedCrmTransport } from './crm-transport-types'

/**
 * Options of {@link webhookTransport}.
 * @example const options: WebhookTransportOptions = { url: env.CRM_URL!, secret: env.CRM_SECRET, timeoutMs: 10_000 }
 */
export interface WebhookTransportOptions {
  /** The CRM's URL; it may hold a token, so it never appears in errors or logs. */
  url: string
  /** Signs each body with HMAC-SHA256 in `x-forecourt-signature: sha256=<hex>`; null sends unsigned. */
  secret?: string | null
  /** Names the environment variable in the description, e.g. 'FORECOURT_TENANT_BUNYA_RANGE_MOTOR_GROUP_CRM_WEBHOOK_URL'. */
  source?: string
  /** @defaultValue 10000 */
  timeoutMs?: number
  /** @defaultValue globalThis.fetch */
  fetch?: typeof fetch
}

/**
 * The HMAC-SHA256 signature header value of a body, as a receiver recomputes it with the shared secret.
 * @example webhookSignature('<adf/>', 'secret') // 'sha256=…64 hex digits'
 */
export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`
}

/**
 * Delivers ADF documents by HTTP POST (`application/xml`) to a CRM's webhook. A 2xx answer is success; any other
 * status, a network error or no answer within the timeout fails the attempt. Each request names the lead and
 * job (`x-forecourt-lead-id`, `x-forecourt-job-id`) so the receiver can drop a repeat.
 * @example webhookTransport({ url: env.CRM_URL!, secret: env.CRM_SECRET, source: 'CRM_URL' }).deliver(xml, job)
 */
export function webhookTransport(options: WebhookTransportOptions): NamedCrmTransport {
  const timeoutMs = options.timeoutMs ?? 10_000
  const send = options.fetch ?? fetch
  const signed = Boolean(options.secret)
  return {
    kind: 'webhook',
    description: `webhook${options.source ? ` from ${options.source}` : ''}${signed ? ' (signed)' : ''}`,
    async deliver(document, job) {
      const headers: Record<string, string> = {
        'content-type': 'application/xml; charset=utf-8',
        'x-forecourt-lead-id': job.leadId,
        'x-forecourt-job-id': String(job.id),
      }
      if (options.secret) headers['x-forecourt-signature'] = webhookSignature(document, options.secret)
      let response: Response
      try {
        response = await send(options.url, {
          method: 'POST',
          headers,
          body: document,
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
          throw new Error(`CRM webhook did not answer within ${timeoutMs / 1000} s`, { cause: error })
        const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : ''
        throw new Error(`CRM webhook request failed${cause}`, { cause: error })
      }
      if (!response.ok) {
        // The start of the answer usually says what the CRM disliked; it is kept with the failed attempt.
        const text = (await response.text().catch(() => '')).trim().slice(0, 200)
        throw new Error(`CRM webhook answered ${response.status}${text ? `: ${text}` : ''}`)
      }
      await response.body?.cancel().catch(() => undefined)
    },
  }
}
