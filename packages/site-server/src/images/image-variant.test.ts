import { describe, expect, it } from 'vitest'
import { imageFormatFor, imageSize, imageWidths } from './image-variant'

describe('imageSize: widths are limited to a fixed set so the cache cannot be filled at will', () => {
  it.each([
    ['an allowed width is kept', '480', '75', { width: 480, quality: 75 }],
    ['any other width gets the next one up', '481', '75', { width: 640, quality: 75 }],
    ['a tiny width gets the smallest', '1', '75', { width: 160, quality: 75 }],
    ['a width past the widest gets the widest', '99999', '75', { width: 1920, quality: 75 }],
    ['a missing width gets the widest', undefined, '75', { width: 1920, quality: 75 }],
    ['a width that is not a number gets the widest', 'abc', '75', { width: 1920, quality: 75 }],
    ['a negative width gets the widest', '-40', '75', { width: 1920, quality: 75 }],
    ['a missing quality gets the default', '640', undefined, { width: 640, quality: 75 }],
    ['a quality that is not a number gets the default', '640', 'high', { width: 640, quality: 75 }],
    ['any other quality gets the nearest', '640', '88', { width: 640, quality: 90 }],
    ['a tie of qualities goes to the higher', '640', '55', { width: 640, quality: 60 }],
    ['a quality past 100 gets the highest', '640', '400', { width: 640, quality: 90 }],
  ])('%s', (_name, w, q, expected) => {
    expect(imageSize(w, q)).toEqual(expected)
  })

  it('counts every size a picture can be made in', () => {
    const sizes = new Set<string>()
    for (let w = -10; w < 5000; w += 7)
      for (let q = 0; q <= 100; q += 3) {
        const size = imageSize(String(w), String(q))
        sizes.add(`${size.width}/${size.quality}`)
      }
    expect(sizes.size).toBeLessThanOrEqual(imageWidths.length * 7)
  })
})

describe('imageFormatFor: AVIF or WebP by Accept, JPEG otherwise', () => {
  it.each([
    [
      "Chrome's Accept gets AVIF",
      'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
      false,
      'avif',
    ],
    ['WebP without AVIF gets WebP', 'image/webp,*/*', false, 'webp'],
    ['AVIF refused with q=0 gets WebP', 'image/avif;q=0, image/webp', false, 'webp'],
    ['a wildcard alone gets JPEG', '*/*', false, 'jpeg'],
    ['no Accept gets JPEG', undefined, false, 'jpeg'],
    ['a picture with transparency and no modern format gets PNG', 'image/*', true, 'png'],
    ['a picture with transparency still gets AVIF when taken', 'image/avif', true, 'avif'],
  ] as const)('%s', (_name, accept, alpha, expected) => {
    expect(imageFormatFor(accept, alpha)).toBe(expected)
  })
})
