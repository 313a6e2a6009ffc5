import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApiSite, type ApiSite } from '../testing/api-site'

const wattle = 'wattle-bay.localhost'
const bunya = 'bunya-range.localhost'
const mobile = '+61412345678'

let site: ApiSite
beforeAll(async () => {
  site = await startApiSite()
}, 60_000)
afterAll(() => site.close())

/** Signs in by mobile on a tenant, reading the development code from the server log. */
async function signIn(host: string, tenant: string) {
  const requested = await site.request(host, 'POST', '/api/sign-in/code', {
    json: { destination: '0412 345 678' },
  })
  expect(requested.status).toBe(202)
  const line = site.logged
    .filter((entry) => entry.includes(`Sign-in code for ${mobile} on ${tenant}:`))
    .at(-1)
  const code = line?.split(': ').at(-1) ?? ''
  const verified = await site.request(host, 'POST', '/api/sign-in/verify', {
    json: { destination: '0412 345 678', code },
  })
  expect(verified.status).toBe(200)
  const cookie = (verified.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  return { cookie, csrf: String(verified.body.csrfToken) }
}

describe('the watchlist of a signed-in shopper, on the stored site', () => {
  it('saves and removes a car; the session and the list never reach another tenant', async () => {
    const { cookie, csrf } = await signIn(wattle, 'wattle-bay-kia')
    const headers = { cookie, 'x-csrf-token': csrf }
    const saved = await site.request(wattle, 'POST', '/api/watchlist/save-car', {
      json: { phone_number: mobile, car_id: 2000001 },
      headers,
    })
    expect(saved.body).toMatchObject({ success: true, car_ids: [2000001] })

    const foreign = await site.request(bunya, 'GET', '/api/watchlist', { headers })
    expect(foreign.status).toBe(401)
    const foreignSave = await site.request(bunya, 'POST', '/api/watchlist/save-car', {
      json: { phone_number: mobile, car_id: 1000001 },
      headers,
    })
    expect(foreignSave.status).toBe(401)
    expect(foreignSave.body.redirect).toMatch(/^\/sign-in\?type=watchlist/)

    const removed = await site.request(wattle, 'POST', '/api/watchlist/remove-car', {
      json: { phone_number: mobile, car_id: 2000001 },
      headers,
    })
    expect(removed.body).toMatchObject({ success: true, car_ids: [] })
  })

  it('CSRF protection: a cookie without its token, or from a foreign origin, is refused', async () => {
    const { cookie, csrf } = await signIn(wattle, 'wattle-bay-kia')
    const body = { phone_number: mobile, car_id: 2000002 }
    const noToken = await site.request(wattle, 'POST', '/api/watchlist/save-car', {
      json: body,
      headers: { cookie },
    })
    expect(noToken.status).toBe(403)
    const foreignOrigin = await site.request(wattle, 'POST', '/api/watchlist/save-car', {
      json: body,
      headers: { cookie, 'x-csrf-token': csrf, origin: 'https://attacker.example' },
    })
    expect(foreignOrigin.status).toBe(403)
    expect(await site.storage.watchlist.list('wattle-bay-kia', (await userId(cookie)) ?? '')).not.toContain(
      2000002,
    )
  })
})

async function userId(cookie: string): Promise<string | null> {
  const session = await site.request(wattle, 'GET', '/api/session', { headers: { cookie } })
  const user = session.body.user as { id?: string } | null
  return user?.id ?? null
}
