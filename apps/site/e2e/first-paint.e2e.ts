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

describe("a phone's first photo comes first", () => {
  it.each(demoTenants.map((tenant) => [tenant.name, tenant.host]))(
    "%s: on a phone, the search page asks for its first card's photo at high priority, and the rest of the first row's eagerly below it",
    async (_name, host) => {
      const [, search] = await keyPages(host)
      const page = await session.browser().newPage({ viewport: { width: 390, height: 844 } })
      try {
        // The priority each picture was first asked for at, by its address.
        const priorities = new Map<string, string>()
        const devtools = await page.context().newCDPSession(page)
        devtools.on('Network.requestWillBeSent', ({ request }) => {
          if (!priorities.has(request.url)) priorities.set(request.url, request.initialPriority)
        })
        await devtools.send('Network.enable')
        await page.goto(session.url(host, search!))
        await hydrated(page)
        const results = page.getByRole('list', { name: 'Search results' })
        const columns = Number(/fc-results--(\d)/.exec((await results.getAttribute('class')) ?? '')?.[1])
        // Each card's photo with the card's place in the list (a car without a photo shows a drawing instead).
        const photos = (
          await results.locator('.fc-vcard').evaluateAll((cards) =>
            cards.map((card, index) => {
              const image = card.querySelector<HTMLImageElement>('img.fc-vcard__image')
              return image
                ? {
                    index,
                    url: image.currentSrc || image.src,
                    loading: image.getAttribute('loading'),
                    fetchPriority: image.getAttribute('fetchpriority'),
                  }
                : null
            }),
          )
        ).flatMap((photo) => (photo ? [photo] : []))
        expect(photos[0]?.index).toBe(0)
        expect(photos.length).toBeGreaterThan(columns)
        expect(photos.map((photo) => photo.fetchPriority)).toEqual(
          photos.map(({ index }) => (index ? null : 'high')),
        )
        expect(photos.map((photo) => photo.loading)).toEqual(
          photos.map(({ index }) => (index < columns ? 'eager' : 'lazy')),
        )
        expect(priorities.get(photos[0]!.url)).toBe('High')
        // Another card of the first row may show the same picture as the first: only the others are compared.
        for (const photo of photos.filter(
          ({ index, url }) => index > 0 && index < columns && url !== photos[0]!.url,
        ))
          expect(priorities.get(photo.url), photo.url).not.toBe('High')
      } finally {
        await page.close()
      }
    },
  )
})
