import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { validateAdf } from '@forecourt/adf/testing'
import { messages } from '@forecourt/lead-client'
import { createStorage } from '@forecourt/site-storage'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApiSite, type ApiSite } from '../testing/api-site'
import { leadEndpointMessages, reservationMessages, reserveAmountCents } from '@forecourt/site-server'

const wattle = 'wattle-bay.localhost'
const bunya = 'bunya-range.localhost'
const redGum = 'red-gum.localhost'
const wattleCar = { id: 2000001, slug: '2026-kia-sportage-s-wbk000001' }
// Tests that spend a rate limit pin its clock: a window then never ends in the middle of one, however slow the run.
const limitsClock = () => new Date('2026-11-02T01:00:00Z')

const shopper = { name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678' }
// Wattle Bay asks for the terms checkbox on enquiries and leaves comments optional.
const agreed = { ...shopper, terms_conditions: true }

function enquiry(values: Record<string, string | boolean>, extra: Record<string, unknown> = {}) {
  return {
    form: 'enquiry',
    idempotency_key: randomUUID(),
    values,
    url: 'http://wattle-bay.localhost/cars/x',
    visited_pages: ['/', '/cars/x'],
    linked_query_params: { utm_source: 'google' },
    ...extra,
  }
}

let site: ApiSite
beforeAll(async () => {
  site = await startApiSite()
}, 60_000)
afterAll(() => site.close())

describe('POST /api/leads', () => {
  it('stores a car enquiry before it answers, with the spec §3 payload built from its own copy of the car', async () => {
    const answer = await site.request(wattle, 'POST', '/api/leads', {
      json: enquiry({ ...agreed, message: 'Is it still available?' }, { car_id: wattleCar.id }),
      headers: { 'user-agent': 'Journey/1.0' },
    })
    expect(answer.status).toBe(201)
    const leadId = String(answer.body.lead_id)
    const lead = await site.storage.leads.get('wattle-bay-kia', leadId)
    expect(lead?.carId).toBe(wattleCar.id)
    expect(lead?.payload).toMatchObject({
      source: 'Website',
      user_agent: 'Journey/1.0',
      car_id: wattleCar.id,
      'Vehicle Make': 'Kia',
      car_type: 'new',
      vehicle_status: 'in_stock',
      // Wattle Bay has autograb switched on.
      autogauge_enabled: true,
      lead_attributes: { visited_pages: ['/', '/cars/x'], linked_query_params: { utm_source: 'google' } },
      message: 'Is it still available?',
    })
  })

  it('"additional_services list": a service booking stores the ticked services as a list, and refuses one not offered', async () => {
    const booking = (additional_services: string) =>
      enquiry(
        {
          ...agreed,
          make_model: 'Kia Sportage',
          preferred_date: '2099-01-15',
          service_type: 'Logbook Service',
          location: '2001',
          additional_services,
        },
        { form: 'service-booking' },
      )
    const answer = await site.request(wattle, 'POST', '/api/leads', {
      json: booking('Wheel alignment\nCourtesy car'),
    })
    expect(answer.status).toBe(201)
    const lead = await site.storage.leads.get('wattle-bay-kia', String(answer.body.lead_id))
    expect(lead?.payload.additional_services).toEqual(['Wheel alignment', 'Courtesy car'])
    const refused = await site.request(wattle, 'POST', '/api/leads', { json: booking('Free car') })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual({ additional_services: 'Please choose one of the options.' })
  })

  it('the same idempotency key twice gives one lead', async () => {
    const body = enquiry({ ...agreed, message: 'Twice' }, { car_id: wattleCar.id })
    const first = await site.request(wattle, 'POST', '/api/leads', { json: body })
    const second = await site.request(wattle, 'POST', '/api/leads', { json: body })
    expect([first.status, second.status]).toEqual([201, 200])
    expect(second.body.lead_id).toBe(first.body.lead_id)
    const all = await site.storage.leads.list('wattle-bay-kia', { limit: 500 })
    expect(all.filter((lead) => lead.idempotencyKey === body.idempotency_key)).toHaveLength(1)
  })

  const bunyaCar = { id: 1000001 }
  const bunyaShopper = { ...shopper, dealership_slug: 'bunya-range-toyota' }
  it.each([
    ['name', { ...bunyaShopper, name: '', message: 'Hi' }, 'name'],
    ['email', { ...bunyaShopper, email: 'not-an-email', message: 'Hi' }, 'email'],
    ['phone', { ...bunyaShopper, phone: '12345', message: 'Hi' }, 'phone'],
    ['comments required unless the site option says otherwise', { ...bunyaShopper }, 'message'],
  ])('answers bad input with 400 and a message per field: %s', async (_, values, field) => {
    const answer = await site.request(bunya, 'POST', '/api/leads', {
      json: enquiry(values, { car_id: bunyaCar.id }),
    })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('Please fix the following errors:')
    expect(Object.keys(answer.body.errors as object)).toContain(field)
  })

  it("'category select required when general enquiry' and 'preferred dealership select required' with several dealerships", async () => {
    const answer = await site.request(bunya, 'POST', '/api/leads', {
      json: enquiry({ ...shopper, message: 'Hello' }),
    })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toMatchObject({
      category: expect.any(String) as string,
      dealership_slug: expect.any(String) as string,
    })
  })

  it("'You must agree to the terms of use before submitting the form' where the site asks for it", async () => {
    const terms = await site.request(wattle, 'POST', '/api/leads', {
      json: enquiry({ ...shopper }, { car_id: wattleCar.id }),
    })
    expect(terms.status).toBe(400)
    expect(terms.body.errors).toMatchObject({ terms_conditions: messages.enquiryTerms })
  })

  it('XSS payloads in every field are stored as sent', async () => {
    const payload = '<img src=x onerror=alert(1)>"\'&'
    const answer = await site.request(bunya, 'POST', '/api/leads', {
      json: {
        ...enquiry({
          name: "Jo O'Citizen-Smith",
          email: 'jo@example.com',
          phone: '0412345678',
          message: payload,
          category: 'General Enquiry',
          dealership_slug: 'bunya-range-toyota',
        }),
        url: `http://bunya-range.localhost/?q=${payload}`,
      },
    })
    if (answer.status !== 201) throw new Error(JSON.stringify(answer.body))
    const lead = await site.storage.leads.get('bunya-range-motor-group', String(answer.body.lead_id))
    expect(lead?.payload.message).toBe(payload)
    expect(lead?.payload.name).toBe("Jo O'Citizen-Smith")
    expect(lead?.payload.url).toBe(`http://bunya-range.localhost/?q=${payload}`)
  })

  it('a filled honeypot stores nothing', async () => {
    const before = (await site.storage.leads.list('wattle-bay-kia', { limit: 1000 })).length
    const answer = await site.request(wattle, 'POST', '/api/leads', {
      json: enquiry({ ...agreed, message: 'Spam' }, { car_id: wattleCar.id, website: 'http://spam.example' }),
    })
    expect(answer.status).toBe(400)
    expect((await site.storage.leads.list('wattle-bay-kia', { limit: 1000 })).length).toBe(before)
  })

  it("takes the tenant from the Host: another tenant's car is unknown, and its leads are never listed", async () => {
    const answer = await site.request(bunya, 'POST', '/api/leads', {
      json: enquiry(
        { ...shopper, message: 'Hi', dealership_slug: 'bunya-range-toyota' },
        { car_id: wattleCar.id },
      ),
    })
    expect(answer.status).toBe(404)
    expect(answer.body.message).toBe(leadEndpointMessages.unknownCar)
    const bunyaLeads = await site.storage.leads.list('bunya-range-motor-group', { limit: 1000 })
    expect(bunyaLeads.every((lead) => lead.tenant === 'bunya-range-motor-group')).toBe(true)
  })

  it("tenant A can never write tenant B's lead: trade-in steps on another tenant's lead are 404", async () => {
    const created = await site.request(wattle, 'POST', '/api/leads', {
      json: enquiry({ ...agreed, message: 'Mine' }, { car_id: wattleCar.id }),
    })
    const leadId = String(created.body.lead_id)
    const foreign = await site.request(bunya, 'POST', '/api/trade-in/offer-accepted', {
      json: { lead_id: leadId, form_completed: true, offer_accepted: true },
    })
    expect(foreign.status).toBe(404)
    expect((await site.storage.leads.get('wattle-bay-kia', leadId))?.offerAccepted).toBe(false)
  })

  it('refuses bodies that are not JSON (415) and bodies over 32 KB (413)', async () => {
    const form = await site.request(wattle, 'POST', '/api/leads', {
      body: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(form.status).toBe(415)
    const huge = await site.request(wattle, 'POST', '/api/leads', { json: { padding: 'x'.repeat(40_000) } })
    expect(huge.status).toBe(413)
  })

  it('is rate-limited per client: the 21st lead in a minute gets 429 with Retry-After', async () => {
    const limited = await startApiSite({ limitsClock })
    try {
      const statuses: number[] = []
      for (let index = 0; index < 21; index += 1) {
        const answer = await limited.request(wattle, 'POST', '/api/leads', {
          json: enquiry({ ...agreed, message: `Lead ${index}` }, { car_id: wattleCar.id }),
        })
        statuses.push(answer.status)
        if (answer.status === 429) expect(answer.headers.get('retry-after')).toMatch(/^\d+$/)
      }
      expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true)
      expect(statuses[20]).toBe(429)
    } finally {
      await limited.close()
    }
  }, 60_000)
})

describe('limits stored in the database', () => {
  it('the per-client budget is one for every server of a database, and a restart forgets nothing', async () => {
    const storage = await createStorage({ dataDir: 'memory://' })
    const servers = [
      await startApiSite({ storage, limitsClock }),
      await startApiSite({ storage, limitsClock }),
    ]
    try {
      const send = (server: ApiSite, index: number) =>
        server.request(wattle, 'POST', '/api/leads', {
          json: enquiry({ ...agreed, message: `Lead ${index}` }, { car_id: wattleCar.id }),
        })
      const statuses: number[] = []
      for (let index = 0; index < 24; index += 1)
        statuses.push((await send(servers[index % 2]!, index)).status)
      // 20 a minute per client in all, not 20 per server.
      expect(statuses.filter((status) => status === 201)).toHaveLength(20)
      expect(statuses.slice(20)).toEqual([429, 429, 429, 429])
      await Promise.all(servers.map((server) => server.close()))
      servers.length = 0
      const restarted = await startApiSite({ storage, limitsClock })
      servers.push(restarted)
      expect((await send(restarted, 24)).status).toBe(429)
    } finally {
      await Promise.all(servers.map((server) => server.close()))
      await storage.close()
    }
  }, 60_000)
})

describe('the tenant-wide lead ceiling is fair per client', () => {
  it('a client held back by its own budget does not use up the ceiling the other shoppers share', async () => {
    const server = await startApiSite({ limitsClock })
    try {
      const statuses = await Promise.all(
        Array.from({ length: 60 }, (_, index) =>
          server.request(wattle, 'POST', '/api/leads', {
            json: enquiry({ ...agreed, message: `Flood ${index}` }, { car_id: wattleCar.id }),
          }),
        ),
      ).then((answers) => answers.map((answer) => answer.status))
      expect(statuses.filter((status) => status === 201)).toHaveLength(20)
      expect(statuses.filter((status) => status === 429)).toHaveLength(40)
      // The ceiling (1,200 a minute) counted the 20 the client was allowed, not the 40 it was refused.
      const ceiling = await server.storage.rateLimits.take(
        'leads-per-tenant|wattle-bay-kia',
        { limit: 1200, windowMs: 60_000 },
        limitsClock(),
      )
      expect(ceiling.remaining).toBe(1200 - 21)
    } finally {
      await server.close()
    }
  }, 60_000)
})

describe('test-drive bookings', () => {
  const location = 2001

  /** Free times of Wattle Bay's first location, as the booking dialog offers them. */
  async function freeTimes(server: ApiSite): Promise<{ date: string; value: string }[]> {
    const answer = await server.request(wattle, 'GET', `/api/test-drive/availability?location_id=${location}`)
    const days = answer.body.days as { date: string; times: { value: string }[] }[]
    return days.flatMap((day) => day.times.map((time) => ({ date: day.date, value: time.value })))
  }

  type Slot = { date: string; value: string }
  const bookingOf = (slot: Slot, who: Record<string, string>) =>
    enquiry(
      {
        ...who,
        terms_conditions: true,
        location: String(location),
        booking_slot: slot.value,
        booking_date: slot.date,
      },
      { form: 'test-drive' },
    )
  /** Books a free time as a shopper from a client address (the same body again when given one). */
  const book = (
    server: ApiSite,
    slot: Slot,
    who: Record<string, string>,
    ip: string,
    body = bookingOf(slot, who),
  ) => server.request(wattle, 'POST', '/api/leads', { json: body, headers: { 'x-forwarded-for': ip } })

  it("one client or one shopper books at most 3 test drives a day: 'cannot book every free time'", async () => {
    const server = await startApiSite({ env: { TRUST_PROXY: 'true' }, limitsClock })
    try {
      const times = await freeTimes(server)
      expect(times.length).toBeGreaterThan(19)
      const statuses: number[] = []
      for (const [index, slot] of times.slice(0, 5).entries()) {
        const who = { ...shopper, email: `flood${index}@example.com`, phone: `04000000${10 + index}` }
        statuses.push((await book(server, slot, who, '203.0.113.1')).status)
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429])
      const other = { ...shopper, email: 'flood9@example.com', phone: '0400000099' }
      const refused = await book(server, times[5]!, other, '203.0.113.1')
      expect(refused.body.message).toBe(leadEndpointMessages.tooManyTestDrives)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      // The same shopper from other addresses: counted by email, then by phone, whatever the address.
      const answers: number[] = []
      for (const [index, slot] of times.slice(6, 10).entries()) {
        const who = {
          ...shopper,
          email: index % 2 ? 'repeat@example.com' : 'Repeat@Example.com',
          phone: '0400000200',
        }
        answers.push((await book(server, slot, who, `198.51.100.${index}`)).status)
      }
      expect(answers).toEqual([201, 201, 201, 429])
      const samePhone = { ...shopper, email: 'other@example.com', phone: '+61 400 000 200' }
      expect((await book(server, times[10]!, samePhone, '198.51.100.50')).status).toBe(429)
      // Someone else still gets a time.
      const someone = { ...shopper, email: 'someone@example.com', phone: '0400000300' }
      expect((await book(server, times[11]!, someone, '198.51.100.60')).status).toBe(201)
      // A booking refused by one budget costs the others nothing: the address refused above by the email's budget
      // still has all 3 of its own.
      const fresh: number[] = []
      for (const [index, slot] of times.slice(12, 15).entries()) {
        const who = { ...shopper, email: `fresh${index}@example.com`, phone: `04000004${10 + index}` }
        fresh.push((await book(server, slot, who, '198.51.100.3')).status)
      }
      expect(fresh).toEqual([201, 201, 201])
      // Two copies of one booking at once count once.
      const twice = { ...shopper, email: 'twice@example.com', phone: '0400000500' }
      const body = bookingOf(times[15]!, twice)
      const copies = await Promise.all(
        [1, 2].map(() => book(server, times[15]!, twice, '198.51.100.70', body)),
      )
      expect(copies.map((copy) => copy.status).sort()).toEqual([200, 201])
      const after: number[] = []
      for (const slot of times.slice(16, 19))
        after.push((await book(server, slot, twice, '198.51.100.71')).status)
      expect(after).toEqual([201, 201, 429])
      expect(await freeTimes(server)).toHaveLength(times.length - 13)
    } finally {
      await server.close()
    }
  }, 60_000)

  it('a retry of a booking answers the first lead (200) though its time is now taken, and books nothing more', async () => {
    const server = await startApiSite({ env: { TRUST_PROXY: 'true' }, limitsClock })
    try {
      const times = await freeTimes(server)
      const who = { ...shopper, email: 'retry@example.com', phone: '0400000600' }
      const body = bookingOf(times[0]!, who)
      const first = await book(server, times[0]!, who, '198.51.100.80', body)
      expect(first.status).toBe(201)
      const retries = [
        await book(server, times[0]!, who, '198.51.100.80', body),
        await book(server, times[0]!, who, '198.51.100.80', body),
        await book(server, times[0]!, who, '198.51.100.80', body),
      ]
      expect(retries.map((retry) => [retry.status, retry.body.lead_id])).toEqual(
        retries.map(() => [200, first.body.lead_id]),
      )
      // The retries counted nothing against the shopper's 3 a day.
      for (const slot of times.slice(1, 3))
        expect((await book(server, slot, who, '198.51.100.81')).status).toBe(201)
      expect(await freeTimes(server)).toHaveLength(times.length - 3)
    } finally {
      await server.close()
    }
  }, 60_000)
})

describe('CRM delivery from the outbox', () => {
  it('delivers each stored lead as ADF that validates against the DTD (development sink)', async () => {
    const created = await site.request(wattle, 'POST', '/api/leads', {
      json: enquiry({ ...agreed, message: 'ADF please' }, { car_id: wattleCar.id }),
    })
    const leadId = String(created.body.lead_id)
    await site.sites.crm.runOnce()
    await site.sites.crm.runOnce()
    const folder = join(site.crmDir, 'wattle-bay-kia')
    const file = readdirSync(folder).find((name) => name.startsWith(leadId))
    if (!file) throw new Error(`no ADF for ${leadId} in ${folder}`)
    const document = readFileSync(join(folder, file), 'utf8')
    expect(await validateAdf(document)).toMatchObject({ valid: true })
    expect(await site.storage.crm.stateOf('wattle-bay-kia', leadId)).toMatchObject({ state: 'delivered' })
  })
})

describe('POST /api/reservations', () => {
  // The payments of the test site check the expiry against the real date (FORECOURT_NOW pins only the site's clock),
  // so the card expires long after any run of this test.
  const card = { number: '4242 4242 4242 4242', expiry: '12/99', cvc: '123', name: 'Jo Citizen' }
  const reserve = (carId: number, number = card.number) => ({
    car_id: carId,
    idempotency_key: randomUUID(),
    values: { ...shopper, postcode: '4000' },
    card: { ...card, number },
    url: 'http://wattle-bay.localhost/cars/x/checkout',
  })

  it("charges the tenant's reserve price ('$500' is 50000 cents) and the car then shows Reserved", async () => {
    expect(reserveAmountCents('$500')).toBe(50_000)
    expect(reserveAmountCents('$200')).toBe(20_000)
    const answer = await site.request(wattle, 'POST', '/api/reservations', { json: reserve(2000002) })
    expect(answer.status).toBe(201)
    expect(await site.storage.reservations.reservedCarIds('wattle-bay-kia')).toContain(2000002)
    const page = await site.request(wattle, 'GET', '/api/site/vehicle?slug=2026-kia-sportage-s-wbk000002')
    expect(JSON.stringify(page.body)).toContain('Reserved')
    const again = await site.request(wattle, 'POST', '/api/reservations', { json: reserve(2000002) })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(reservationMessages.unavailable)
  })

  it('a declined card frees the car again and no card data is stored or logged', async () => {
    const declined = await site.request(wattle, 'POST', '/api/reservations', {
      json: reserve(2000003, '4000 0000 0000 0002'),
    })
    expect(declined.status).toBe(402)
    expect(declined.body.message).toBe('Your card was declined.')
    expect(await site.storage.reservations.reservedCarIds('wattle-bay-kia')).not.toContain(2000003)
    expect(site.logged.join('\n')).not.toMatch(/4000\s?0000|4242\s?4242/)
  })

  it('tenants that switch reserving off refuse it', async () => {
    const answer = await site.request(redGum, 'POST', '/api/reservations', { json: reserve(3000001) })
    expect(answer.status).toBe(409)
  })
})

describe('gated pages redirect on the server', () => {
  it.each([
    [bunya, '/my-garage', '/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F'],
    [bunya, '/toyota-garage', '/sign-in?type=my-garage&redirect=%2Ftoyota-garage&back=%2F'],
    [wattle, '/online-payment', '/sign-in?type=online-payment&redirect=%2Fonline-payment&back=%2F'],
    [wattle, '/finance?car_id=1', '/sign-in?type=finance&redirect=%2Ffinance%3Fcar_id%3D1&back=%2F'],
    [redGum, '/trade-in', '/sign-in?type=trade-in&redirect=%2Ftrade-in&back=%2F'],
    [bunya, '/spin-to-win', '/sign-in?type=spin-to-win&redirect=%2Fspin-to-win&back=%2F'],
  ])('%s%s goes to sign-in', async (host, path, location) => {
    const answer = await site.request(host, 'GET', path)
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe(location)
  })

  it.each([
    [bunya, '/finance'],
    [wattle, '/trade-in'],
    [bunya, '/cars/no-such-car/checkout'],
    // A page the tenant does not have (no garage) answers 404 rather than asking for a sign-in first.
    [wattle, '/my-garage'],
  ])('%s%s is not gated there', async (host, path) => {
    expect((await site.request(host, 'GET', path)).status).toBe(200)
  })
})
