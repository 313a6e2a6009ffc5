import { describe, expect, it } from 'vitest'
import { rawGet, siteSession } from './harness'
import { hydrated } from './hydration'
import { demoTenants } from './tenants'

// The server's page paints before the client's scripts are asked for, so on a phone they do not share its
// connection with the stylesheet and the first photo; then React takes the page over as before.
const session = siteSession()

/** A tenant's home, the first search page its home links to, and the first car its home shows. */
async function keyPages(host: string): Promise<string[]> {
  const home = (await rawGet(session.site().origin, host, '/')).body
  const search = /href="(\/search\/[^"?#]+)"/.exec(home)?.[1]
  const vehicle = /href="(\/cars\/[^"?#/]+)"/.exec(home)?.[1]
  if (!search || !vehicle) throw new Error(`${host}: no search or vehicle link on the home page`)
  return ['/', search, vehicle]
}

describe('the client starts after the first contentful paint', () => {
  it.each(demoTenants.map((tenant) => [tenant.name, tenant.host]))(
    "%s: the server's key pages name no script to fetch, ask for the entry after their first contentful paint, and hydrate",
    async (_name, host) => {
      for (const path of await keyPages(host)) {
        const html = (await rawGet(session.site().origin, host, path)).body
        expect(html, path).not.toMatch(/<script[^>]*\ssrc=|rel="modulepreload"/)
        const page = await session.browser().newPage({ viewport: { width: 390, height: 844 } })
        try {
          await page.goto(session.url(host, path))
          await hydrated(page)
          const timing = await page.evaluate(() => ({
            paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
            entry: performance
              .getEntriesByType('resource')
              .find((resource) => /\/assets\/entry-client-[^/]+\.js$/.test(resource.name))?.startTime,
          }))
          expect(timing.paint, path).toBeTypeOf('number')
          expect(timing.entry, path).toBeGreaterThan(timing.paint!)
        } finally {
          await page.close()
        }
      }
    },
  )
})
