import { describe, expect, it } from 'vitest'
import { imageUrl } from './image-url.js'

describe('imageUrl', () => {
  it.each<[string, Parameters<typeof imageUrl>[1], string | undefined, string]>([
    ['/images/cars/suv/white.svg', { width: 640 }, undefined, '/images/cars/suv/white.svg?w=640&q=75'],
    [
      '/images/a.svg',
      { width: 300, quality: 60 },
      'https://cdn.example.com/',
      'https://cdn.example.com/images/a.svg?w=300&q=60',
    ],
    ['/images/a.svg?w=1200&q=80', { width: 300 }, undefined, '/images/a.svg?w=300&q=75'],
    ['/images/a.svg?v=2&w=1200', { width: 300, quality: 90 }, undefined, '/images/a.svg?v=2&w=300&q=90'],
    [
      'https://other.example/a.jpg',
      { width: 100 },
      'https://cdn.example.com',
      'https://other.example/a.jpg?w=100&q=75',
    ],
  ])('%s at %j (base %j) is %s', (path, size, base, expected) => {
    expect(imageUrl(path, size, base)).toBe(expected)
  })

  it.each([
    [{ width: 0 }, 'width'],
    [{ width: 12.5 }, 'width'],
    [{ width: 100, quality: 0 }, 'quality'],
    [{ width: 100, quality: 101 }, 'quality'],
  ])('rejects %j', (size, what) => {
    expect(() => imageUrl('/a.svg', size)).toThrow(what)
  })
})
