import { describe, expect, it } from 'vitest'
import { imagePathOf } from './image-routes'

describe('imagePathOf: the picture a site address names', () => {
  it.each<[string, string, string | null]>([
    ['a plain picture', '/images/cars/red.jpg', 'cars/red.jpg'],
    ['its query left off', '/images/cars/red.jpg?w=480&q=70', 'cars/red.jpg'],
    ['its fragment left off', '/images/cars/red.jpg#top', 'cars/red.jpg'],
    ['an encoded name decoded', '/images/cars/a%20b.jpg', 'cars/a b.jpg'],
    ['another folder: none', '/assets/app.css', null],
    ['another host: none', 'https://cdn.example/images/cars/red.jpg', null],
    ['a broken escape: none', '/images/cars/%E0%A4%A.jpg', null],
  ])('%s (%s)', (_name, address, expected) => {
    expect(imagePathOf(address, '/images/')).toBe(expected)
  })
})
