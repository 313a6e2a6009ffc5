import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { CarRecord } from '@forecourt/tenant-config'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImagePipeline, type ImageRequest } from './image-pipeline'
import { sitePhotoAddress, withSitePhotos } from './remote-photos'

const host = 'photos.dealer.example'
const root = mkdtempSync(join(tmpdir(), 'forecourt-remote-photos-'))
const logged: string[] = []
const asked: string[] = []
let photo: Buffer
let hugePhoto: Buffer

/** The photo host: each path answers what a real host might. */
function photoHost(url: string, init: RequestInit): Promise<Response> {
  asked.push(url)
  expect(init.redirect).toBe('error')
  const path = new URL(url).pathname
  const jpeg = { 'content-type': 'image/jpeg' }
  if (path === '/stock/red.jpg' || path === '/stock/red.jpg?v=2')
    return Promise.resolve(new Response(new Uint8Array(photo), { headers: jpeg }))
  if (path === '/stock/page.html')
    return Promise.resolve(new Response('<html></html>', { headers: { 'content-type': 'text/html' } }))
  if (path === '/stock/lying.jpg') return Promise.resolve(new Response('<svg/>', { headers: jpeg }))
  if (path === '/stock/huge.jpg')
    return Promise.resolve(new Response(new Uint8Array(hugePhoto), { headers: jpeg }))
  if (path === '/stock/down.jpg') return Promise.reject(new TypeError('fetch failed'))
  return Promise.resolve(new Response('Not Found', { status: 404 }))
}

const pipeline = () =>
  createImagePipeline({
    dir: join(root, 'images'),
    cacheDir: join(root, 'cache'),
    photoHosts: [host],
    fetchPhoto: photoHost,
    maxSourceBytes: 2_000_000,
    maxSourcePixels: 4_000_000,
    log: (message) => logged.push(message),
  })

const ask = (address: string): ImageRequest => ({
  path: decodeURIComponent(address.slice('/images/'.length)),
  w: '640',
  q: '75',
  accept: 'image/avif,image/webp,*/*',
  ifNoneMatch: undefined,
})

beforeAll(async () => {
  photo = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#7a8c9e' } })
    .jpeg({ quality: 80 })
    .toBuffer()
  hugePhoto = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer()
})

afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('sitePhotoAddress: "photos given by URL are fetched once, checked and kept"', () => {
  it.each<[string, string, boolean]>([
    ['a photo on a listed host', `https://${host}/stock/red.jpg`, true],
    ['a photo with a query on a listed host', `https://${host}/stock/red.jpg?v=2`, true],
    ['a photo on another host', 'https://elsewhere.example/stock/red.jpg', false],
    ['a photo over plain http', `http://${host}/stock/red.jpg`, false],
    ["the site's own picture", '/images/vehicles/suv/red.jpg?w=1200&q=80', false],
    ['no address at all', 'not a url', false],
  ])('%s (%s)', (_name, address, rewritten) => {
    const site = sitePhotoAddress(address, [host])
    if (!rewritten) return expect(site).toBe(address)
    expect(site).toMatch(/^\/images\/remote\/[\w-]+\.jpg$/)
  })

  it('withSitePhotos gives every photo of a car its site address: gallery, thumbs, main picture, spin frames', () => {
    const remote = `https://${host}/stock/red.jpg`
    const car = {
      images: [{ image: { url: remote, thumb: { url: remote } } }, { image: { url: '/images/own.jpg' } }],
      thumbnails: [remote],
      primary_image_url: remote,
      spin_images: [remote],
      spin_interior_image: null,
    } as unknown as CarRecord
    const site = sitePhotoAddress(remote, [host])
    expect(withSitePhotos(car, [host])).toEqual({
      images: [{ image: { url: site, thumb: { url: site } } }, { image: { url: '/images/own.jpg' } }],
      thumbnails: [site],
      primary_image_url: site,
      spin_images: [site],
      spin_interior_image: null,
    })
    expect(withSitePhotos(car, [])).toBe(car)
  })
})

describe('createImagePipeline: a photo on a photo host', () => {
  it('is fetched once, kept, and sized and transcoded like the site’s own, also after a restart', async () => {
    asked.length = 0
    const address = sitePhotoAddress(`https://${host}/stock/red.jpg?v=2`, [host])
    const first = await pipeline().answer(ask(address))
    expect(first?.status).toBe(200)
    expect(first?.headers['content-type']).toBe('image/avif')
    expect((await sharp(Buffer.from(first!.body)).metadata()).width).toBe(640)
    const smaller = await pipeline().answer({ ...ask(address), w: '320' })
    expect((await sharp(Buffer.from(smaller!.body)).metadata()).width).toBe(320)
    expect(asked).toEqual([`https://${host}/stock/red.jpg?v=2`])
  })

  it('asked many times at once is fetched once', async () => {
    asked.length = 0
    const images = pipeline()
    const address = sitePhotoAddress(`https://${host}/stock/red.jpg`, [host])
    const answers = await Promise.all(Array.from({ length: 5 }, () => images.answer(ask(address))))
    expect(answers.map((answer) => answer?.status)).toEqual([200, 200, 200, 200, 200])
    expect(asked).toHaveLength(1)
  })

  it.each([
    ['a page, not a photo', 'page.html', /text\/html, not a photo/],
    ['bytes that are not a photo, whatever the type says', 'lying.jpg', /not a photo the site can read/],
    ['a photo of too many pixels', 'huge.jpg', /3000×2000 pixels, more than 4000000/],
    ['a photo the host does not have', 'gone.jpg', /answered 404/],
    ['a host that cannot be reached', 'down.jpg', /could not be fetched: fetch failed/],
  ])(
    "%s gets the 'image not found' picture, reported once and not fetched again",
    async (_name, file, reason) => {
      logged.length = 0
      asked.length = 0
      const images = pipeline()
      const address = sitePhotoAddress(`https://${host}/stock/${file}`, [host])
      for (let i = 0; i < 3; i += 1) {
        const answer = await images.answer(ask(address))
        expect(answer?.status).toBe(200)
        expect(answer?.headers['content-type']).toBe('image/svg+xml')
        expect(answer?.headers['cache-control']).toBe('public, max-age=60')
      }
      expect(asked).toHaveLength(1)
      expect(logged).toHaveLength(1)
      expect(logged[0]).toMatch(reason)
    },
  )

  it('a photo of more bytes than the limit is not kept', async () => {
    logged.length = 0
    const images = createImagePipeline({
      dir: join(root, 'images'),
      cacheDir: join(root, 'cache-small'),
      photoHosts: [host],
      fetchPhoto: photoHost,
      maxSourceBytes: 1000,
      log: (message) => logged.push(message),
    })
    const answer = await images.answer(ask(sitePhotoAddress(`https://${host}/stock/red.jpg`, [host])))
    expect(answer?.headers['content-type']).toBe('image/svg+xml')
    expect(logged[0]).toMatch(/more than 1000 bytes/)
  })

  it.each([
    ['a host no tenant lists', Buffer.from('https://elsewhere.example/a.jpg').toString('base64url')],
    ['plain http on a listed host', Buffer.from(`http://${host}/stock/red.jpg`).toString('base64url')],
    ['an address that is not one', 'not-base64-at-all'],
  ])('an address naming %s is answered 404 and nothing is fetched', async (_name, encoded) => {
    asked.length = 0
    const answer = await pipeline().answer(ask(`/images/remote/${encoded}.jpg`))
    expect(answer?.status).toBe(404)
    expect(asked).toEqual([])
  })
})
