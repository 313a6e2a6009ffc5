// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { track } from './analytics'

afterEach(() => {
  vi.restoreAllMocks()
  delete (window as { dataLayer?: unknown[] }).dataLayer
})

describe('analytics: failure is swallowed with a console warning', () => {
  it('pushes the event onto the data layer and beacons it to the collector', () => {
    const beacon = vi.fn(() => true)
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true })
    track(25, { carId: 7 })
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([
      { event: 'forecourt.25', eventId: 25, carId: 7 },
    ])
    expect(beacon).toHaveBeenCalledWith('/api/events', JSON.stringify({ event: 25, car_id: 7 }))
  })

  it('a throwing collector only warns', () => {
    Object.defineProperty(navigator, 'sendBeacon', {
      value: () => {
        throw new Error('blocked by an extension')
      },
      configurable: true,
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(() => track(26)).not.toThrow()
    expect(warn).toHaveBeenCalledWith('Analytics event 26 was not sent', expect.any(Error))
  })
})
