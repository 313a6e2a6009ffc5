import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer as server, offline } from '../site/testing-fake-fetch'
import {
  acceptOffer,
  lookUpRego,
  saveValuation,
  sendAdjustments,
  testDriveAvailability,
} from './service-calls'

const leadId = '0f8fad5b-d9cb-469f-a165-70867728950e'

afterEach(() => vi.restoreAllMocks())

describe('the trade-in flow calls (spec sections 4 and 7)', () => {
  it('step 2 sends the answers of the lead, and the car typed by hand when there is one', async () => {
    const { calls, fetchJson } = server(200, {
      offer_price: null,
      reason: 'awaiting-vehicle',
      message: 'Enter…',
    })
    const answers = { odometer: '20k_50k' }
    expect(await sendAdjustments(leadId, answers, undefined, fetchJson)).toEqual({
      ok: true,
      offer: { offerPrice: null, message: 'Enter…' },
    })
    await sendAdjustments(leadId, answers, { year: '2021', make: 'Mazda', model: 'CX-5' }, fetchJson)
    expect(calls).toEqual([
      { url: '/api/trade-in/adjustments', body: { id: leadId, adjustmentAnswers: answers } },
      {
        url: '/api/trade-in/adjustments',
        body: {
          id: leadId,
          adjustmentAnswers: answers,
          vehicle: { year: '2021', make: 'Mazda', model: 'CX-5' },
        },
      },
    ])
  })

  it('step 3 describes the car found and carries its offer', async () => {
    const { calls, fetchJson } = server(200, {
      rego: '561PHJ',
      state: 'QLD',
      year: 2025,
      make: 'Mazda',
      model: 'Mazda3',
      variant: 'G25 GT',
      offer: { offer_price: 27540, reason: 'estimate' },
    })
    expect(await lookUpRego(leadId, '561PHJ', 'QLD', fetchJson)).toEqual({
      ok: true,
      vehicle: {
        description: '2025 Mazda Mazda3',
        details: [
          { label: 'Registration', value: '561PHJ QLD' },
          { label: 'Variant', value: 'G25 GT' },
        ],
      },
      make: 'Mazda',
      offer: { offerPrice: 27540, message: null },
    })
    expect(calls[0]).toEqual({
      url: '/api/trade-in/rego-lookup',
      body: { lead_id: leadId, rego: '561PHJ', regoState: 'QLD' },
    })
  })

  it("step 3 says when a registration is not found, with the server's message", async () => {
    const { fetchJson } = server(404, { message: "We couldn't find that registration." })
    expect(await lookUpRego(leadId, 'NOPE1', 'QLD', fetchJson)).toEqual({
      ok: false,
      message: "We couldn't find that registration.",
      notFound: true,
    })
  })

  it('step 4 accepts the offer with form_completed and offer_accepted', async () => {
    const { calls, fetchJson } = server(200, { success: true })
    expect(await acceptOffer(leadId, fetchJson)).toEqual({ ok: true })
    expect(calls[0]?.body).toEqual({ lead_id: leadId, form_completed: true, offer_accepted: true })
  })

  it("a failure shows the returned error, else 'An unexpected error occured' (spec section 8)", async () => {
    expect(
      await acceptOffer(
        leadId,
        server(409, { message: 'There is no offer on this lead to accept.' }).fetchJson,
      ),
    ).toEqual({ ok: false, message: 'There is no offer on this lead to accept.' })
    expect(await acceptOffer(leadId, offline)).toEqual({ ok: false, message: 'An unexpected error occured' })
    expect(await sendAdjustments(leadId, {}, undefined, server(500, null).fetchJson)).toEqual({
      ok: false,
      message: 'An unexpected error occured',
    })
  })

  it('saving a valuation only logs its success or failure', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { calls, fetchJson } = server(200, { success: true })
    expect(await saveValuation(leadId, { offer_price: 100 }, fetchJson)).toBe(true)
    expect(calls[0]?.body).toEqual({
      lead_id: leadId,
      column_name: 'valuation',
      valuation: { offer_price: 100 },
    })
    expect(await saveValuation(leadId, {}, offline)).toBe(false)
    expect(info).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledTimes(1)
  })
})

describe('test-drive availability', () => {
  it("lists the location's days, or none when they cannot be loaded", async () => {
    const days = [{ date: '2026-11-02', label: 'Mon 2 Nov', times: [{ value: 'x', label: '9:00 am' }] }]
    const { fetchJson } = server(200, { days })
    expect(await testDriveAvailability(1001, fetchJson)).toEqual(days)
    expect(await testDriveAvailability(1001, server(400, { message: 'Unknown location' }).fetchJson)).toEqual(
      [],
    )
    expect(await testDriveAvailability(1001, offline)).toEqual([])
  })
})
