import { describe, expect, it, vi } from 'vitest'
import { createSiteApiClient, type SiteFetch } from './site-api-client'

const answering =
  (status: number, body: string): SiteFetch =>
  () =>
    Promise.resolve(
      new Response(status === 204 ? null : body, { status, headers: { 'content-type': 'application/json' } }),
    )

describe('createSiteApiClient', () => {
  it('POSTs the body as JSON to the path, with the session’s CSRF token', async () => {
    const fetch = vi.fn(answering(200, '{"success":true,"car_ids":[8]}'))
    const api = createSiteApiClient({ fetch, csrfToken: () => Promise.resolve('token-1') })
    const answer = await api.post('/api/watchlist/save-car', { car_id: 8, phone_number: '0412345678' })
    expect(answer).toEqual({ ok: true, status: 200, body: { success: true, car_ids: [8] } })
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('/api/watchlist/save-car')
    expect(init.method).toBe('POST')
    expect(init.credentials).toBe('same-origin')
    expect(init.headers).toEqual({
      'content-type': 'application/json',
      accept: 'application/json',
      'x-csrf-token': 'token-1',
    })
    expect(JSON.parse(init.body as string)).toEqual({ car_id: 8, phone_number: '0412345678' })
  })

  it('sends no CSRF header when there is no session', async () => {
    const fetch = vi.fn(answering(202, '{"sent":true,"channel":"email"}'))
    await createSiteApiClient({ fetch, csrfToken: () => Promise.resolve(null) }).post('/api/sign-in/code', {
      destination: 'jo@example.com',
    })
    expect(fetch.mock.calls[0]![1].headers).not.toHaveProperty('x-csrf-token')
  })

  it('answers a 204 with no body as a success with body null', async () => {
    const api = createSiteApiClient({ fetch: answering(204, '') })
    expect(await api.post('/api/sign-out', {})).toEqual({ ok: true, status: 204, body: null })
  })

  it("keeps a refusal's message, field errors, success flag and redirect, and nothing of another type", async () => {
    const api = createSiteApiClient({
      fetch: answering(
        409,
        '{"success":false,"message":"Add your mobile number to use the watchlist","redirect":"/sign-in","errors":{"phone":"Required","n":3},"admin":true}',
      ),
    })
    expect(await api.post('/api/watchlist/remove-car', { car_id: 8 })).toEqual({
      ok: false,
      status: 409,
      body: {
        success: false,
        message: 'Add your mobile number to use the watchlist',
        redirect: '/sign-in',
        errors: { phone: 'Required' },
      },
    })
  })

  it('answers status 0 when the site cannot be reached, and an empty refusal for an unreadable answer', async () => {
    const offline = createSiteApiClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    })
    expect(await offline.post('/api/events', { event: 9 })).toEqual({ ok: false, status: 0, body: {} })
    const broken = createSiteApiClient({ fetch: answering(502, '<html>Bad gateway</html>') })
    expect(await broken.post('/api/events', { event: 9 })).toEqual({ ok: false, status: 502, body: {} })
  })

  it('reads a success whose answer is not a JSON object as a failure, never as the typed answer', async () => {
    for (const text of ['null', '"ok"', '[1]']) {
      const api = createSiteApiClient({ fetch: answering(200, text) })
      expect(await api.post('/api/youx/quote', { purchasePrice: 30_000 })).toEqual({
        ok: false,
        status: 200,
        body: {},
      })
    }
  })
})
