import { defaultSpinToWinPrizes } from '@forecourt/tenant-config'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApiSite, type ApiSite } from '../testing/api-site'
import { pickPrize, spinIdempotencyKey, spinToWinCategory, spinToWinMessages } from '@forecourt/site-server'
import { signedInShopper } from './signed-in-shopper'

const bunya = 'bunya-range.localhost'
const wattle = 'wattle-bay.localhost'
const labels = defaultSpinToWinPrizes.map((prize) => prize.label)

describe('pickPrize', () => {
  const prizes = [
    { label: 'A', weight: 3 },
    { label: 'B', weight: 1 },
    { label: 'C', weight: 2 },
  ]
  it('gives each prize the share of points its weight says', () => {
    const won = Array.from({ length: 6 }, (_, point) => pickPrize(prizes, () => point))
    expect(won).toEqual([0, 0, 0, 1, 2, 2])
  })

  it('asks the random source for a point below the total weight', () => {
    const asked: number[] = []
    pickPrize(prizes, (total) => (asked.push(total), 0))
    expect(asked).toEqual([6])
  })

  it('refuses a wheel without prizes', () => {
    expect(() => pickPrize([], () => 0)).toThrow('the wheel has no prizes')
  })
})

let site: ApiSite
beforeAll(async () => {
  site = await startApiSite()
}, 60_000)
afterAll(() => site.close())

describe('/api/spin-to-win', () => {
  it('GET answers the wheel’s prizes (the documented default when the tenant names none)', async () => {
    const answer = await site.request(bunya, 'GET', '/api/spin-to-win')
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ prizes: labels })
  })

  it.each(['GET', 'POST'])('%s answers 404 where the tenant has no spin to win', async (method) => {
    const answer = await site.request(
      wattle,
      method,
      '/api/spin-to-win',
      method === 'POST' ? { json: {} } : {},
    )
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual({ message: spinToWinMessages.unavailable })
  })

  it('one spin per shopper: the second spin answers the first prize, and one lead is stored', async () => {
    const jo = await signedInShopper(site, bunya, '0412345678', '+61412345678')
    const spin = () =>
      site.request(bunya, 'POST', '/api/spin-to-win', {
        json: { url: `http://${bunya}/spin-to-win` },
        headers: jo.headers,
      })
    const first = await spin()
    expect(first.status).toBe(201)
    const prize = String(first.body.prize)
    expect(labels).toContain(prize)
    expect(first.body).toMatchObject({ index: labels.indexOf(prize), repeat: false })
    const again = await spin()
    expect(again.status).toBe(200)
    expect(again.body).toEqual({ ...first.body, repeat: true })
    const leads = await site.storage.leads.list('bunya-range-motor-group', { limit: 500 })
    const spins = leads.filter((lead) => lead.idempotencyKey === spinIdempotencyKey(jo.userId))
    expect(spins).toHaveLength(1)
    expect(spins[0]).toMatchObject({ form: 'spin-to-win', category: spinToWinCategory })
    expect(spins[0]?.payload).toMatchObject({ prize, phone: '+61412345678', user_id: jo.userId })
  })

  it('each shopper gets a spin of their own', async () => {
    const al = await signedInShopper(site, bunya, 'al@example.com', 'al@example.com')
    const answer = await site.request(bunya, 'POST', '/api/spin-to-win', { json: {}, headers: al.headers })
    expect(answer.status).toBe(201)
    expect(answer.body.repeat).toBe(false)
  })

  it('signed out, a spin answers 401 with the way to sign in and come back', async () => {
    const answer = await site.request(bunya, 'POST', '/api/spin-to-win', { json: {} })
    expect(answer.status).toBe(401)
    expect(answer.body.redirect).toBe('/sign-in?type=spin-to-win&redirect=%2Fspin-to-win&back=%2F')
  })

  it('a spin without the CSRF token answers 403 and stores nothing', async () => {
    const sam = await signedInShopper(site, bunya, 'sam@example.com', 'sam@example.com')
    const answer = await site.request(bunya, 'POST', '/api/spin-to-win', { json: {}, headers: sam.cookie })
    expect(answer.status).toBe(403)
    const leads = await site.storage.leads.list('bunya-range-motor-group', { limit: 500 })
    expect(leads.some((lead) => lead.idempotencyKey === spinIdempotencyKey(sam.userId))).toBe(false)
  })

  it('DELETE answers 405', async () => {
    expect((await site.request(bunya, 'DELETE', '/api/spin-to-win')).status).toBe(405)
  })
})
