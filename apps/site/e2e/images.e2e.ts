import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { rawGet, siteSession } from './harness'
import { demoTenant } from './tenants'

// The demo's car photos through the production server's image pipeline: the size and format each browser asks for.
const session = siteSession()
const dealer = demoTenant('wattle-bay-kia')
const chromeAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

const picture = async (path: string, accept: string) => {
  const answer = await fetch(`${session.site().origin}${path}`, { headers: { accept } })
  return { answer, body: Buffer.from(await answer.arrayBuffer()) }
}

describe('car photos through the image pipeline', () => {
  it.each([
    ['AVIF for a browser that takes it', chromeAccept, 'image/avif', 'heif'],
    ['WebP for one that takes WebP only', 'image/webp,*/*', 'image/webp', 'webp'],
    ['JPEG for any other', '*/*', 'image/jpeg', 'jpeg'],
  ])(
    '%s, at the width asked, cacheable for a week and varying by Accept',
    async (_name, accept, type, format) => {
      const { answer, body } = await picture('/images/vehicles/suv/white.jpg?w=480&q=75', accept)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toBe(type)
      expect(answer.headers.get('vary')).toMatch(/accept/i)
      expect(answer.headers.get('cache-control')).toMatch(/max-age=604800/)
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
      const made = await sharp(body).metadata()
      expect([made.format, made.width]).toEqual([format, 480])
      // A photo of 150–300 KB becomes a card picture of a few KB.
      expect(body.byteLength).toBeLessThan(40_000)
    },
  )

  it('AVIF, sent to most phones, is the lighter picture: a 1200-wide photo weighs less than its JPEG', async () => {
    const path = '/images/vehicles/suv/white.jpg?w=1200&q=75'
    const [avif, jpeg] = await Promise.all([picture(path, chromeAccept), picture(path, '*/*')])
    expect(avif.answer.headers.get('content-type')).toBe('image/avif')
    expect(avif.body.byteLength).toBeLessThan(jpeg.body.byteLength * 0.8)
  })

  it("a photo that is not there answers 404 with the 'image not found' picture; a drawing is served as it is, for a week", async () => {
    const missing = await picture('/images/vehicles/suv/no-such-colour.jpg?w=480&q=75', chromeAccept)
    expect(missing.answer.status).toBe(404)
    expect(missing.answer.headers.get('content-type')).toBe('image/svg+xml')
    expect(missing.body.toString()).toContain('Image not found')
    const drawing = await picture('/images/placeholders/coming-soon.svg?w=480&q=75', chromeAccept)
    expect(drawing.answer.status).toBe(200)
    expect(drawing.answer.headers.get('content-type')).toBe('image/svg+xml')
    expect(drawing.answer.headers.get('cache-control')).toBe('public, max-age=604800')
  })

  it('a vehicle page shows its photos, each made in the width its srcset names and sent as AVIF to Chromium', async () => {
    const sitemap = (await rawGet(session.site().origin, dealer.host, '/sitemap.xml')).body
    const vehicle = /<loc>[^<]*(\/cars\/[^<]+)<\/loc>/.exec(sitemap)?.[1]
    expect(vehicle).toBeDefined()
    const { page, problems } = await session.openPage(390)
    const photos: { url: string; type: string | undefined }[] = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.jpg'))
        photos.push({ url: response.url(), type: response.headers()['content-type'] })
    })
    await page.goto(session.url(dealer.host, vehicle!), { waitUntil: 'load' })
    const main = page.locator('img[fetchpriority="high"]').first()
    await expect
      .poll(() => main.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0)
    expect(await main.getAttribute('srcset')).toMatch(/\.jpg\?w=480&q=\d+ 480w/)
    expect(photos.length).toBeGreaterThan(0)
    expect(photos.filter((photo) => photo.type !== 'image/avif')).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  })
})
