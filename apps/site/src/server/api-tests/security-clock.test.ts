import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInShopper } from './signed-in-shopper'
import { startApiSite, type ApiSite } from '../testing/api-site'
import { accountMessages } from '@forecourt/site-server'

const wattle = 'wattle-bay.localhost'

describe('Sign-in: one real clock for everything security-related, whatever the demo clock says', () => {
  describe.each([
    ['a demo clock years ahead', '2031-06-01T00:00:00Z'],
    ['a demo clock years behind', '2019-06-01T00:00:00Z'],
  ])('with %s (FORECOURT_NOW)', (_, pinned) => {
    let site: ApiSite
    beforeAll(async () => {
      site = await startApiSite({ env: { FORECOURT_NOW: pinned } })
    }, 60_000)
    afterAll(() => site.close())

    it('the sixth code for one address within the hour is refused, as on the real clock', async () => {
      const ask = () =>
        site.request(wattle, 'POST', '/api/sign-in/code', { json: { destination: 'clock@example.com' } })
      for (let sent = 0; sent < 5; sent += 1) expect((await ask()).status).toBe(202)
      const sixth = await ask()
      expect(sixth.status).toBe(429)
      expect(sixth.body.message).toBe(accountMessages.tooManyForDestination)
    })

    it('a code works and its session is honoured on the next request', async () => {
      const shopper = await signedInShopper(site, wattle, 'sam@example.com', 'sam@example.com')
      const session = await site.request(wattle, 'GET', '/api/session', { headers: shopper.cookie })
      expect((session.body.user as { email?: string } | null)?.email).toBe('sam@example.com')
    })
  })
})
