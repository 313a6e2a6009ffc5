import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteImages, type SiteImages } from './site-images'
import type { ServerSettings } from './settings'
import { pdfPicture } from './vehicle-pdf-input'

let root: string
let images: SiteImages
const drawing = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3"/></svg>'

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'forecourt-pdf-picture-'))
  await mkdir(join(root, 'fixtures', 'images', 'vehicles'), { recursive: true })
  const photo = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer()
  await writeFile(join(root, 'fixtures', 'images', 'vehicles', 'car.jpg'), photo)
  await writeFile(join(root, 'fixtures', 'images', 'vehicles', 'broken.jpg'), 'not a picture')
  await writeFile(join(root, 'fixtures', 'images', 'vehicles', 'car.svg'), drawing)
  await writeFile(join(root, 'fixtures', 'secret.svg'), drawing)
  const settings: ServerSettings = {
    port: 0,
    host: '127.0.0.1',
    fixturesDir: join(root, 'fixtures'),
    defaultTenant: null,
    imageCacheDir: join(root, 'cache'),
    pinnedNow: null,
  }
  images = siteImages(settings, { log: () => {} })
})

afterAll(() => rm(root, { recursive: true, force: true }))

describe("the vehicle PDF's picture", () => {
  it('a photo comes from the image pipeline as a 1200-pixel JPEG, made once and then read from its cache', async () => {
    const picture = await pdfPicture('/images/vehicles/car.jpg?w=480', images)
    expect(picture && 'data' in picture).toBe(true)
    const metadata = await sharp((picture as { data: Uint8Array }).data).metadata()
    expect([metadata.format, metadata.width]).toEqual(['jpeg', 1200])
    await pdfPicture('/images/vehicles/car.jpg', images)
    expect(images.pipeline.counts).toEqual({ made: 1, fromCache: 1 })
  })

  it('a drawing is embedded as SVG', async () => {
    expect(await pdfPicture('/images/vehicles/car.svg', images)).toEqual({ svg: drawing })
  })

  it.each([
    ['no picture', undefined],
    ['a picture on another host', 'https://cdn.example.com/car.jpg'],
    ['a path outside the images folder', '/images/../secret.svg'],
    ['an encoded path outside the images folder', '/images/..%2fsecret.svg'],
    ['a malformed escape', '/images/%E0%A4%A.jpg'],
    ['a missing photo', '/images/vehicles/gone.jpg'],
    ['a broken photo', '/images/vehicles/broken.jpg'],
    ['a missing drawing', '/images/vehicles/gone.svg'],
  ])('%s is left out', async (_name, src) => {
    expect(await pdfPicture(src, images)).toBeNull()
  })
})
