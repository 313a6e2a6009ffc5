import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createLeadClient,
  type LeadClientOptions,
  type LeadFetch,
  type LeadFetchResponse,
} from './lead-client.js'
import type { LeadRequest, LeadSubmission } from './lead-request.js'
import type { LeadStorage } from './outbox.js'

const submission: LeadSubmission = {
  form: 'enquiry',
  values: { name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678', message: 'Hi' },
  car_id: 42,
  url: 'https://dealer.example/cars/x',
  visited_pages: ['/'],
  linked_query_params: {},
}

function memoryStorage(): LeadStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

function reply(status: number, body?: unknown, headers: Record<string, string> = {}): LeadFetchResponse {
  return {
    status,
    headers: { get: (name) => headers[name.toLowerCase()] ?? null },
    json: () => (body === undefined ? Promise.reject(new SyntaxError('no JSON')) : Promise.resolve(body)),
  }
}

type Step = LeadFetchResponse | Error | 'hang'

/** A fake fetch answering with the given steps in turn (the last one repeats); records each call. */
function fakeFetch(...steps: Step[]) {
  const calls: { url: string; headers: Record<string, string>; body: LeadRequest }[] = []
  const fetch: LeadFetch = (url, init) => {
    calls.push({ url, headers: init.headers, body: JSON.parse(init.body) as LeadRequest })
    const step = steps[Math.min(calls.length - 1, steps.length - 1)]
    if (step === 'hang' || step === undefined) return new Promise(() => {})
    if (step instanceof Error) return Promise.reject(step)
    return Promise.resolve(step)
  }
  return { fetch, calls }
}

let ids = 0
function client(options: LeadClientOptions) {
  return createLeadClient({ random: () => 0, randomId: () => `key-${(ids += 1)}`, ...options })
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2025-06-10T00:00:00Z'))
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('submit: "Lead submit (flag for last step) — lead payload; response lead_id or error"', () => {
  it('posts the request with its idempotency key to /api/leads and answers the lead id', async () => {
    const { fetch, calls } = fakeFetch(reply(201, { lead_id: 'lead-1' }))
    const storage = memoryStorage()
    const result = await client({ fetch, storage }).submit(submission)
    expect(result).toEqual({ ok: true, leadId: 'lead-1' })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url).toBe('/api/leads')
    expect(calls[0]?.headers).toMatchObject({ 'content-type': 'application/json' })
    expect(calls[0]?.body).toEqual({ ...submission, idempotency_key: calls[0]?.headers['idempotency-key'] })
    expect(storage.data.size).toBe(0)
  })

  it.each([
    [200, { lead_id: 'abc' }, 'abc'],
    [201, { lead_id: 17 }, '17'],
  ])('%s %j → lead id %j', async (status, body, leadId) => {
    const { fetch } = fakeFetch(reply(status, body))
    await expect(client({ fetch }).submit(submission)).resolves.toEqual({ ok: true, leadId })
  })

  it('posts to the configured endpoint', async () => {
    const { fetch, calls } = fakeFetch(reply(200, { lead_id: 'x' }))
    await client({ fetch, endpoint: '/api/v2/leads' }).submit(submission)
    expect(calls[0]?.url).toBe('/api/v2/leads')
  })

  it('makes a new idempotency key for each submission', async () => {
    const { fetch, calls } = fakeFetch(reply(201, { lead_id: 'x' }))
    const leads = createLeadClient({ fetch })
    await leads.submit(submission)
    await leads.submit(submission)
    const [first, second] = calls.map((call) => call.body.idempotency_key)
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(first).not.toBe(second)
  })

  it('uses the global fetch by default', async () => {
    const { fetch, calls } = fakeFetch(reply(201, { lead_id: 'x' }))
    vi.stubGlobal('fetch', fetch)
    await expect(createLeadClient().submit(submission)).resolves.toEqual({ ok: true, leadId: 'x' })
    expect(calls).toHaveLength(1)
  })
})

describe('retries: network errors and 5xx (and 429 honouring Retry-After), never 4xx', () => {
  it('keeps the idempotency key identical across retries, with exponential backoff', async () => {
    const { fetch, calls } = fakeFetch(
      new TypeError('Failed to fetch'),
      reply(503, { message: 'Down for maintenance' }),
      reply(502),
      reply(201, { lead_id: 'lead-9' }),
    )
    const pending = client({ fetch }).submit(submission)
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(249)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1) // 250 ms: half of 500 (random 0)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(500) // half of 1000
    expect(calls).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(1000) // half of 2000
    expect(calls).toHaveLength(4)
    await expect(pending).resolves.toEqual({ ok: true, leadId: 'lead-9' })
    const keys = new Set(
      calls.flatMap((call) => [call.body.idempotency_key, call.headers['idempotency-key']]),
    )
    expect(keys.size).toBe(1)
  })

  it('gives up after the set attempts, keeping the lead queued', async () => {
    const { fetch, calls } = fakeFetch(reply(500, { message: 'Database unavailable' }))
    const storage = memoryStorage()
    const leads = client({ fetch, storage, retry: { attempts: 3 } })
    const pending = leads.submit(submission)
    await vi.runAllTimersAsync()
    await expect(pending).resolves.toEqual({ ok: false, message: 'Database unavailable', queued: true })
    expect(calls).toHaveLength(3)
    expect(leads.pending()).toHaveLength(1)
  })

  it.each([
    [
      400,
      { message: 'Please fix the following errors:', errors: { email: 'Email Address is required.', x: 1 } },
    ],
    [401, { message: 'Sign in first' }],
    [403, { message: 'Forbidden' }],
    [404, { message: 'Car not found' }],
    [409, { message: 'Conflict' }],
    [422, { message: 'Unprocessable' }],
  ])('%s is not retried and leaves the outbox', async (status, body) => {
    const { fetch, calls } = fakeFetch(reply(status, body), reply(201, { lead_id: 'never' }))
    const storage = memoryStorage()
    const result = await client({ fetch, storage }).submit(submission)
    expect(calls).toHaveLength(1)
    expect(result).toMatchObject({ ok: false, message: body.message, queued: false })
    expect(storage.data.size).toBe(0)
  })

  it('answers the field errors of a 400', async () => {
    const body = {
      message: 'Please fix the following errors:',
      errors: { email: 'Email Address is required.' },
    }
    const { fetch } = fakeFetch(reply(400, body))
    await expect(client({ fetch }).submit(submission)).resolves.toEqual({
      ok: false,
      message: 'Please fix the following errors:',
      fieldErrors: { email: 'Email Address is required.' },
      queued: false,
    })
  })

  it('honours Retry-After on 429', async () => {
    const { fetch, calls } = fakeFetch(
      reply(429, { message: 'Too many requests' }, { 'retry-after': '3' }),
      reply(201, { lead_id: 'late' }),
    )
    const pending = client({ fetch }).submit(submission)
    await vi.advanceTimersByTimeAsync(2999)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    await expect(pending).resolves.toEqual({ ok: true, leadId: 'late' })
  })

  it('stops retrying when Retry-After asks for longer than maxDelayMs, keeping the lead queued', async () => {
    const { fetch, calls } = fakeFetch(reply(429, { message: 'Slow down' }, { 'retry-after': '60' }))
    const storage = memoryStorage()
    const leads = client({ fetch, storage })
    await expect(leads.submit(submission)).resolves.toEqual({ ok: false, message: 'Slow down', queued: true })
    expect(calls).toHaveLength(1)
    expect(leads.pending()).toHaveLength(1)
  })

  it.each([
    ['408 Request Timeout', reply(408)],
    ['2xx without a lead_id', reply(200, { ok: true })],
    ['a body that is not JSON', reply(502)],
  ])('retries %s', async (_, first) => {
    const { fetch, calls } = fakeFetch(first, reply(201, { lead_id: 'ok' }))
    const pending = client({ fetch }).submit(submission)
    await vi.runAllTimersAsync()
    await expect(pending).resolves.toEqual({ ok: true, leadId: 'ok' })
    expect(calls).toHaveLength(2)
  })
})

describe('"shows the returned error, else \'An unexpected error occured\'"', () => {
  it.each<[string, Step, string]>([
    ['network failure', new TypeError('Failed to fetch'), 'An unexpected error occured'],
    ['5xx without a body', reply(500), 'An unexpected error occured'],
    ['5xx with an empty message', reply(500, { message: '  ' }), 'An unexpected error occured'],
    ['5xx with a message', reply(503, { message: 'Back soon' }), 'Back soon'],
    ['4xx without a message', reply(400, { errors: {} }), 'An unexpected error occured'],
    ['4xx with a message', reply(404, { message: 'This car has been sold' }), 'This car has been sold'],
  ])('%s → %j', async (_, step, message) => {
    const { fetch } = fakeFetch(step)
    const pending = client({ fetch }).submit(submission)
    await vi.runAllTimersAsync()
    await expect(pending).resolves.toMatchObject({ ok: false, message })
  })

  it('keeps the last server message when a later attempt fails without one', async () => {
    const { fetch } = fakeFetch(reply(503, { message: 'Back soon' }), new TypeError('offline'))
    const pending = client({ fetch }).submit(submission)
    await vi.runAllTimersAsync()
    await expect(pending).resolves.toMatchObject({ ok: false, message: 'Back soon', queued: true })
  })
})

describe('the outbox: "a lead is stored before the shopper is told it was received", and nothing typed is lost', () => {
  it('writes the request to storage before the first attempt', async () => {
    const storage = memoryStorage()
    let storedAtFirstAttempt: string | undefined
    const fetch: LeadFetch = () => {
      storedAtFirstAttempt = storage.data.get('forecourt:lead-outbox')
      return Promise.resolve(reply(201, { lead_id: 'x' }))
    }
    await client({ fetch, storage }).submit(submission)
    expect(JSON.parse(storedAtFirstAttempt ?? '[]')).toMatchObject([{ request: { ...submission } }])
  })

  it('keeps the lead after a crash-like failure (the tab closed mid-request) and flushOutbox resends it on the next visit', async () => {
    const storage = memoryStorage()
    const first = fakeFetch('hang')
    void client({ fetch: first.fetch, storage }).submit(submission)
    await vi.advanceTimersByTimeAsync(0)
    const lostKey = first.calls[0]?.body.idempotency_key

    const next = fakeFetch(reply(201, { lead_id: 'recovered' }))
    const nextVisit = client({ fetch: next.fetch, storage })
    expect(nextVisit.pending().map((request) => request.idempotency_key)).toEqual([lostKey])
    const results = await nextVisit.flushOutbox()
    expect(results).toEqual([
      { request: { ...submission, idempotency_key: lostKey }, result: { ok: true, leadId: 'recovered' } },
    ])
    expect(next.calls[0]?.body.idempotency_key).toBe(lostKey)
    expect(nextVisit.pending()).toEqual([])
  })

  it('flushOutbox sends what failed every retry, with the same key', async () => {
    const storage = memoryStorage()
    const offline = fakeFetch(new TypeError('offline'))
    const pending = client({ fetch: offline.fetch, storage }).submit(submission)
    await vi.runAllTimersAsync()
    await expect(pending).resolves.toMatchObject({ ok: false, queued: true })

    const online = fakeFetch(reply(200, { lead_id: 'later' }))
    const results = await client({ fetch: online.fetch, storage }).flushOutbox()
    expect(results.map((entry) => entry.result)).toEqual([{ ok: true, leadId: 'later' }])
    expect(online.calls[0]?.body.idempotency_key).toBe(offline.calls[0]?.body.idempotency_key)
    expect(storage.data.size).toBe(0)
  })

  it('flushOutbox drops a lead the server refuses with a 4xx', async () => {
    const storage = memoryStorage()
    void client({ fetch: fakeFetch('hang').fetch, storage }).submit(submission)
    const refused = fakeFetch(reply(400, { message: 'Please fix the following errors:', errors: {} }))
    const results = await client({ fetch: refused.fetch, storage }).flushOutbox()
    expect(results[0]?.result).toMatchObject({ ok: false, queued: false })
    expect(storage.data.size).toBe(0)
  })

  it('flushOutbox drops leads older than a week instead of sending them late', async () => {
    const storage = memoryStorage()
    void client({ fetch: fakeFetch('hang').fetch, storage }).submit(submission)
    vi.setSystemTime(new Date('2025-06-17T00:00:01Z'))
    const later = fakeFetch(reply(201, { lead_id: 'x' }))
    const leads = client({ fetch: later.fetch, storage })
    await expect(leads.flushOutbox()).resolves.toEqual([])
    expect(later.calls).toHaveLength(0)
    expect(storage.data.size).toBe(0)
  })

  it('flushOutbox leaves alone a lead this client is still sending', async () => {
    const storage = memoryStorage()
    const { fetch, calls } = fakeFetch('hang')
    const leads = client({ fetch, storage })
    void leads.submit(submission)
    await expect(leads.flushOutbox()).resolves.toEqual([])
    expect(calls).toHaveLength(1)
  })

  it('submits without storage, or with storage that throws', async () => {
    const throwing: LeadStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {},
    }
    for (const storage of [undefined, throwing]) {
      const { fetch } = fakeFetch(reply(201, { lead_id: 'x' }))
      const leads = client({ fetch, storage })
      await expect(leads.submit(submission)).resolves.toEqual({ ok: true, leadId: 'x' })
      expect(leads.pending()).toEqual([])
    }
  })

  it('uses the configured outbox key', () => {
    const storage = memoryStorage()
    void client({ fetch: fakeFetch('hang').fetch, storage, outboxKey: 'site-a:leads' }).submit(submission)
    expect([...storage.data.keys()]).toEqual(['site-a:leads'])
  })
})
