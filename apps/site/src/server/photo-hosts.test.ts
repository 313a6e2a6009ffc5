import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseTenant, type Tenant } from '@forecourt/tenant-config'
import { loadTenants } from '@forecourt/tenant-config/node'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vehiclePage } from './content/vehicle-page'
import { siteImages, type SiteImages } from './site-images'
import type { ServerSettings } from './settings'
import { loadTenantData } from './tenant-sites'

const demoFixtures = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../fixtures')
const photoHost = 'photos.dealer.example'
const now = new Date('2026-11-01T09:00:00+10:00')
let root: string
let tenant: Tenant
let images: SiteImages
const fetched: string[] = []

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'forecourt-photo-hosts-'))
  const [demo] = await loadTenants(join(demoFixtures, 'tenants'))
  const raw = JSON.parse(await readFile(join(demoFixtures, 'tenants', `${demo!.slug}.json`), 'utf8')) as {
    options?: Record<string, unknown>
  }
  tenant = parseTenant(
    { ...raw, options: { ...raw.options, images: { photoHosts: [photoHost] } } },
    `${demo!.slug}.json`,
  )
  // The demo's stock, with its first car's photos on the dealer's own photo host.
  const stock = JSON.parse(await readFile(join(demoFixtures, 'stock', `${tenant.slug}.json`), 'utf8')) as {
    cars: { images?: { image: { url: string } }[]; primary_image_url?: string }[]
  }
  const [first] = stock.cars
  first!.images = [1, 2].map((index) => ({ image: { url: `https://${photoHost}/stock/${index}.jpg` } }))
  first!.primary_image_url = `https://${photoHost}/stock/1.jpg`
  for (const folder of ['content', 'stock', 'images']) await mkdir(join(root, folder), { recursive: true })
  await copyFile(
    join(demoFixtures, 'content', `${tenant.slug}.json`),
    join(root, 'content', `${tenant.slug}.json`),
  )
  await writeFile(join(root, 'stock', `${tenant.slug}.json`), JSON.stringify(stock))
  const photo = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer()
  const settings: ServerSettings = {
    port: 0,
    host: '127.0.0.1',
    fixturesDir: root,
    defaultTenant: null,
    imageCacheDir: join(root, 'cache'),
    pinnedNow: null,
  }
  images = siteImages(settings, {
    log: () => {},
    photoHosts: tenant.options.images.photoHosts,
    fetchPhoto: (url) => {
      fetched.push(url)
      return Promise.resolve(
        new Response(new Uint8Array(photo), { headers: { 'content-type': 'image/jpeg' } }),
      )
    },
  })
})

afterAll(() => rm(root, { recursive: true, force: true }))

describe('a tenant\'s photo hosts (images.photoHosts): "photos given by URL are fetched once, checked and kept"', () => {
  it("the car's gallery, thumbnails and main picture are served by the site's image pipeline, sized", async () => {
    const data = await loadTenantData(root, tenant)
    const car = data.cars[0]!
    expect(car.primary_image_url).toMatch(/^\/images\/remote\/[\w-]+\.jpg$/)
    const gallery = vehiclePage(data, car, now).media.images
    expect(gallery).toHaveLength(2)
    for (const picture of gallery) {
      expect(picture.src).toMatch(/^\/images\/remote\/[\w-]+\.jpg\?w=1200&q=75$/)
      expect(picture.thumb).toMatch(/^\/images\/remote\/[\w-]+\.jpg\?w=160&q=75$/)
      expect(picture.srcSet).not.toContain(photoHost)
    }
  })

  it('the picture a shopper asks for is fetched from the host once, then made in the width and format asked', async () => {
    const data = await loadTenantData(root, tenant)
    const [picture] = vehiclePage(data, data.cars[0]!, now).media.images
    const address = new URL(picture!.src, 'http://site.localhost')
    const ask = (w: string) =>
      images.pipeline.answer({
        path: decodeURIComponent(address.pathname.slice('/images/'.length)),
        w,
        q: '75',
        accept: 'image/avif,image/webp,*/*',
        ifNoneMatch: undefined,
      })
    const [large, small] = [await ask('1200'), await ask('480')]
    expect([large?.status, large?.headers['content-type']]).toEqual([200, 'image/avif'])
    expect((await sharp(Buffer.from(small!.body)).metadata()).width).toBe(480)
    expect(fetched).toEqual([`https://${photoHost}/stock/1.jpg`])
  })
})
