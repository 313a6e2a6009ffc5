import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImagePipeline, type ImageRequest } from './image-pipeline'

const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
const root = mkdtempSync(join(tmpdir(), 'forecourt-images-'))
const dir = join(root, 'images')
const notFoundDrawing = '<svg xmlns="http://www.w3.org/2000/svg" aria-label="Image not found"/>'

function ask(path: string, extra: Partial<ImageRequest> = {}): ImageRequest {
  return { path, w: '640', q: '75', accept: undefined, ifNoneMatch: undefined, ...extra }
}

function cachedFiles(cacheDir: string): string[] {
  try {
    return readdirSync(cacheDir, { recursive: true, encoding: 'utf8' }).filter((name) => /\.\w+$/.test(name))
  } catch {
    return []
  }
}

beforeAll(async () => {
  mkdirSync(join(dir, 'vehicles'), { recursive: true })
  mkdirSync(join(dir, 'placeholders'), { recursive: true })
  writeFileSync(join(dir, 'placeholders', 'image-not-found.svg'), notFoundDrawing)
  const photo = sharp({
    create: {
      width: 1600,
      height: 1067,
      channels: 3,
      background: '#7a8c9e',
      noise: { type: 'gaussian', mean: 120, sigma: 30 },
    },
  })
  writeFileSync(join(dir, 'vehicles', 'suv.jpg'), await photo.jpeg({ quality: 85 }).toBuffer())
  writeFileSync(
    join(dir, 'vehicles', 'small.jpg'),
    await sharp({ create: { width: 800, height: 533, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer(),
  )
  writeFileSync(
    join(dir, 'vehicles', 'badge.png'),
    await sharp({
      create: { width: 400, height: 200, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0.4 } },
    })
      .png()
      .toBuffer(),
  )
  writeFileSync(join(dir, 'vehicles', 'broken.jpg'), 'this is not a picture at all')
  writeFileSync(join(dir, 'vehicles', 'drawing.svg'), notFoundDrawing)
  writeFileSync(join(root, 'secret.jpg'), await photo.jpeg().toBuffer())
})

afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('createImagePipeline: each format by Accept', () => {
  const pipeline = createImagePipeline({ dir, cacheDir: join(root, 'cache-formats') })

  it.each([
    ['AVIF for a browser that takes it', chrome, 'image/avif', 'heif'],
    ['WebP for a browser that takes WebP and not AVIF', 'image/webp,*/*', 'image/webp', 'webp'],
    ['JPEG otherwise', '*/*', 'image/jpeg', 'jpeg'],
  ])('%s', async (_name, accept, type, decoded) => {
    const answer = await pipeline.answer(ask('vehicles/suv.jpg', { accept }))
    expect(answer?.status).toBe(200)
    expect(answer?.headers['content-type']).toBe(type)
    expect(answer?.headers.vary).toBe('accept')
    expect(answer?.headers['cache-control']).toMatch(/^public, max-age=604800/)
    const made = await sharp(answer!.body).metadata()
    expect(made.format).toBe(decoded)
    expect([made.width, made.height]).toEqual([640, 427])
  })

  it('a picture with transparency stays PNG for a browser without AVIF or WebP', async () => {
    const answer = await pipeline.answer(ask('vehicles/badge.png', { w: '320', accept: 'image/png' }))
    expect(answer?.headers['content-type']).toBe('image/png')
    const made = await sharp(answer!.body).metadata()
    expect([made.format, made.width, made.hasAlpha]).toEqual(['png', 320, true])
  })

  it('an SVG drawing is not the pipeline’s: it is served as it is by the next handler', async () => {
    expect(await pipeline.answer(ask('vehicles/drawing.svg'))).toBeNull()
  })
})

describe('createImagePipeline: width limits', () => {
  const pipeline = createImagePipeline({ dir, cacheDir: join(root, 'cache-widths') })

  it.each([
    ['a width outside the fixed set is made at the next one up', '500', 640],
    ['a width past the widest is made at the widest the source has', '5000', 1600],
    ['a source is never enlarged', '1200', 800, 'vehicles/small.jpg'],
  ])('%s', async (_name, w, width, path = 'vehicles/suv.jpg') => {
    const answer = await pipeline.answer(ask(path, { w }))
    expect((await sharp(answer!.body).metadata()).width).toBe(width)
  })

  it('any number of widths asked makes no more pictures than the fixed set', async () => {
    const cacheDir = join(root, 'cache-flood')
    const flooded = createImagePipeline({ dir, cacheDir })
    for (const w of ['161', '170', '200', '241', '300'])
      await flooded.answer(ask('vehicles/small.jpg', { w }))
    expect(cachedFiles(cacheDir)).toHaveLength(2)
  })
})

describe('createImagePipeline: the disk cache', () => {
  it('a picture asked again comes from the cache, byte for byte, also after a restart', async () => {
    const cacheDir = join(root, 'cache-hits')
    const first = createImagePipeline({ dir, cacheDir })
    const made = await first.answer(ask('vehicles/suv.jpg', { accept: chrome }))
    const again = await first.answer(ask('vehicles/suv.jpg', { accept: chrome }))
    expect(first.counts).toEqual({ made: 1, fromCache: 1 })
    expect(again?.body).toEqual(made?.body)

    const restarted = createImagePipeline({ dir, cacheDir })
    const afterRestart = await restarted.answer(ask('vehicles/suv.jpg', { accept: chrome }))
    expect(restarted.counts).toEqual({ made: 0, fromCache: 1 })
    expect(afterRestart?.body).toEqual(made?.body)
    expect(cachedFiles(cacheDir)).toHaveLength(1)
  })

  it('the same picture asked twice at once is made once', async () => {
    const pipeline = createImagePipeline({ dir, cacheDir: join(root, 'cache-together') })
    const answers = await Promise.all([
      pipeline.answer(ask('vehicles/suv.jpg')),
      pipeline.answer(ask('vehicles/suv.jpg')),
    ])
    expect(pipeline.counts.made).toBe(1)
    expect(answers[0]?.body).toEqual(answers[1]?.body)
  })

  it('a browser holding the picture gets 304 for its ETag', async () => {
    const pipeline = createImagePipeline({ dir, cacheDir: join(root, 'cache-etag') })
    const first = await pipeline.answer(ask('vehicles/suv.jpg'))
    const again = await pipeline.answer(ask('vehicles/suv.jpg', { ifNoneMatch: first!.headers.etag }))
    expect(again?.status).toBe(304)
    expect(again?.body.byteLength).toBe(0)
    const otherFormat = await pipeline.answer(
      ask('vehicles/suv.jpg', { accept: chrome, ifNoneMatch: first!.headers.etag }),
    )
    expect(otherFormat?.status).toBe(200)
  })
})

describe("createImagePipeline: a missing, broken or oversize source gets the 'image not found' picture", () => {
  it.each([
    ['a missing source answers 404', 'vehicles/gone.jpg', {}, 404],
    ['a path out of the images folder answers 404', '../secret.jpg', {}, 404],
    ['a source that is not a picture', 'vehicles/broken.jpg', {}, 200],
    ['a source of more bytes than allowed', 'vehicles/suv.jpg', { maxSourceBytes: 1000 }, 200],
    ['a source of more pixels than allowed', 'vehicles/suv.jpg', { maxSourcePixels: 1_000_000 }, 200],
  ])('%s', async (_name, path, limits, status) => {
    const logged: string[] = []
    const pipeline = createImagePipeline({
      dir,
      cacheDir: join(root, 'cache-broken'),
      log: (message) => logged.push(message),
      ...limits,
    })
    const answer = await pipeline.answer(ask(path))
    expect(answer?.status).toBe(status)
    expect(answer?.headers['content-type']).toBe('image/svg+xml')
    expect(new TextDecoder().decode(answer?.body)).toBe(notFoundDrawing)
    expect(logged).toHaveLength(status === 200 ? 1 : 0)
    // Asked again, the source is not read again and the report is not repeated.
    await pipeline.answer(ask(path))
    expect(logged).toHaveLength(status === 200 ? 1 : 0)
    expect(pipeline.counts.made).toBe(0)
  })
})

describe('createImagePipeline: past its queue a request is told to come back', () => {
  it('with one picture being made and one waiting, a third gets 503 with Retry-After; the others are made', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let started = () => {}
    const firstStarted = new Promise<void>((resolve) => (started = resolve))
    const pipeline = createImagePipeline({
      dir,
      cacheDir: join(root, 'cache-queue'),
      maxConcurrent: 1,
      maxWaiting: 1,
      // The first picture's source is held back until the test lets it go, so the queue is full for certain.
      readSource: async (file) => {
        started()
        await held
        return readFileSync(file)
      },
    })
    const first = pipeline.answer(ask('vehicles/suv.jpg', { w: '320' }))
    await firstStarted
    const others = [
      pipeline.answer(ask('vehicles/suv.jpg', { w: '480' })),
      pipeline.answer(ask('vehicles/suv.jpg', { w: '640' })),
    ]
    // Of the two asked while the first is held, one waits its turn and the other is refused at once.
    const refused = await Promise.race(others)
    expect(refused?.status).toBe(503)
    expect(refused?.headers).toMatchObject({ 'retry-after': '5', 'cache-control': 'no-store' })
    expect(new TextDecoder().decode(refused?.body)).toBe(
      'Too many pictures are being made right now. Please try again shortly.',
    )
    release()
    const statuses = (await Promise.all([first, ...others])).map((answer) => answer?.status).sort()
    expect(statuses).toEqual([200, 200, 503])
    expect(pipeline.counts.made).toBe(2)
  })
})
