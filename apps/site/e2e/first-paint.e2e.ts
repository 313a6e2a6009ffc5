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

  it.each(demoTenants.map((tenant) => [tenant.name, tenant.host]))(
    '%s: when the first photo arrives after the first contentful paint, the entry is asked for only after it',
    async (_name, host) => {
      for (const path of await keyPages(host)) {
        const html = (await rawGet(session.site().origin, host, path)).body
        const photo = /<img[^>]*\ssrc="([^"?]+)[^>]*fetchPriority="high"/.exec(html)?.[1]
        expect(photo, `${path}: a first photo`).toBeDefined()
        const page = await session.browser().newPage({ viewport: { width: 390, height: 844 } })
        try {
          // The photo is held until the page has painted its text, as on a phone whose photo comes in last.
          let release = () => {}
          const released = new Promise<void>((resolve) => (release = resolve))
          await page.route(
            (url) => url.pathname === photo,
            async (route) => {
              await released
              await route.continue()
            },
          )
          await page.goto(session.url(host, path), { waitUntil: 'commit' })
          await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
          release()
          await hydrated(page)
          const timing = await page.evaluate((photoPath) => {
            const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
            return {
              photo: resources.find((resource) => new URL(resource.name).pathname === photoPath)?.responseEnd,
              entry: resources.find((resource) => /\/assets\/entry-client-[^/]+\.js$/.test(resource.name))
                ?.startTime,
            }
          }, photo)
          expect(timing.photo, path).toBeTypeOf('number')
          expect(timing.entry, path).toBeGreaterThan(timing.photo!)
        } finally {
          await page.close()
        }
      }
    },
  )
})
