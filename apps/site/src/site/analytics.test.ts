// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { track } from './analytics'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  delete (window as { dataLayer?: unknown[] }).dataLayer
})

describe('analytics: failure is swallowed with a console warning', () => {
  it('pushes the event onto the data layer and sends it to the collector as JSON that outlives the page', () => {
    const send = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })))
    vi.stubGlobal('fetch', send)
    track(25, { carId: 7 })
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([
      { event: 'forecourt.25', eventId: 25, carId: 7 },
    ])
    expect(send).toHaveBeenCalledWith(
      '/api/events',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ event: 25, car_id: 7 }),
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        credentials: 'same-origin',
        keepalive: true,
      }),
    )
  })

  it('a throwing collector only warns', async () => {
    vi.stubGlobal('fetch', () => {
      throw new Error('blocked by an extension')
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(() => track(26)).not.toThrow()
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Analytics event 26 was not sent'))
  })

  it('a refused send only warns', async () => {
    const refused = Promise.reject(new TypeError('Failed to fetch'))
    vi.stubGlobal('fetch', () => refused)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    track(39)
    await refused.catch(() => undefined)
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Analytics event 39 was not sent'))
  })
})
