import { describe, expect, it } from 'vitest'
import { imageUrl, type ImageCdn, type ImageSize } from './image-url.js'

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

  const origin = 'https://www.dealer.com.au/'
  const imgix: ImageCdn = {
    template: 'https://dealer.imgix.net{path}?w={width}&q={quality}&auto=format',
    origin,
  }
  const cloudinary: ImageCdn = {
    template: 'https://res.cloudinary.com/dealer/image/fetch/w_{width},q_{quality},f_auto/{encodedUrl}',
    origin,
  }
  const cloudflare: ImageCdn = {
    template: '/cdn-cgi/image/width={width},quality={quality},format=auto/{url}',
    origin,
  }

  it.each<[string, ImageCdn, string, ImageSize, string]>([
    [
      'imgix: the picture by its path',
      imgix,
      '/images/vehicles/suv/red.jpg',
      { width: 480 },
      'https://dealer.imgix.net/images/vehicles/suv/red.jpg?w=480&q=75&auto=format',
    ],
    [
      "imgix: a URL built earlier loses its w and q, not the picture's own query",
      imgix,
      '/images/a.jpg?v=2&w=1200&q=80',
      { width: 320, quality: 60 },
      'https://dealer.imgix.net/images/a.jpg?w=320&q=60&auto=format',
    ],
    [
      'imgix: a picture on another host cannot be named by {path}, so it keeps the default shape',
      imgix,
      'https://photos.example/a.jpg',
      { width: 480 },
      'https://photos.example/a.jpg?w=480&q=75',
    ],
    [
      "Cloudinary fetch: the site's own picture as its encoded absolute address",
      cloudinary,
      '/images/a.jpg?v=2',
      { width: 720, quality: 80 },
      'https://res.cloudinary.com/dealer/image/fetch/w_720,q_80,f_auto/https%3A%2F%2Fwww.dealer.com.au%2Fimages%2Fa.jpg%3Fv%3D2',
    ],
    [
      'Cloudinary fetch: a picture on another host, encoded',
      cloudinary,
      'https://photos.example/cars/1.jpg',
      { width: 480 },
      'https://res.cloudinary.com/dealer/image/fetch/w_480,q_75,f_auto/https%3A%2F%2Fphotos.example%2Fcars%2F1.jpg',
    ],
    [
      "Cloudflare: the site's own zone, the picture's absolute address as it is",
      cloudflare,
      'images/a.jpg',
      { width: 160 },
      '/cdn-cgi/image/width=160,quality=75,format=auto/https://www.dealer.com.au/images/a.jpg',
    ],
  ])('%s', (_name, cdn, path, size, expected) => {
    expect(imageUrl(path, size, cdn)).toBe(expected)
  })

  it('a CDN still refuses a size it cannot ask for', () => {
    expect(() => imageUrl('/a.jpg', { width: 0 }, imgix)).toThrow('width')
  })

  it('no CDN (null) is the default shape', () => {
    expect(imageUrl('/images/a.jpg', { width: 480 }, null)).toBe('/images/a.jpg?w=480&q=75')
  })
})
