import { describe, expect, it } from 'vitest'
import {
  availableViewerModes,
  initialViewerMode,
  insertVideo,
  isPriorityImage,
  needsImagePlaceholder,
  showThumbnails,
  videoSource,
  type VideoPosition,
  type VideoSource,
  type ViewerMode,
} from './media.js'
import type { CarImage } from './types/car.js'

const images = (count: number): CarImage[] =>
  Array.from({ length: count }, (_, index) => ({ image: { url: `https://cdn.example/${index}.jpg` } }))

describe('"thumbnails only with more than 3 images" and "In_stock status decides whether thumbnails show"', () => {
  it.each([
    ['4 images in stock', 'in_stock', 4, true],
    ['3 images in stock', 'in_stock', 3, false],
    ['4 images, sold', 'sold', 4, false],
    ['4 images, coming_soon', 'coming_soon', 4, false],
  ])('%s', (_name, status, count, expected) => {
    expect(showThumbnails({ status, images: images(count) })).toBe(expected)
  })

  it.each([
    [0, true],
    [1, true],
    [2, false],
    [-1, false],
  ])('"first 2 images prioritised": index %s → %s', (index, expected) => {
    expect(isPriorityImage(index)).toBe(expected)
  })
})

type ViewerCar = Parameters<typeof availableViewerModes>[0]
const spin: ViewerCar = { spin_images: ['1.jpg'] }
const walkaround: ViewerCar = { walkaround_videos: [{ video: { url: 'w.mp4' } }] }

describe('"Viewer modes: spinner, walkaround, gallery, interior; default spinner (gallery for one dealer); the mode depends on data available"', () => {
  it.each<[string, ViewerCar, ViewerMode[]]>([
    ['images only', {}, ['gallery']],
    ['spin images', spin, ['spinner', 'gallery']],
    ['spin code', { spin_code: 'ABC' }, ['spinner', 'gallery']],
    [
      'everything',
      { ...spin, ...walkaround, spin_interior_image: 'i.jpg' },
      ['spinner', 'walkaround', 'gallery', 'interior'],
    ],
  ])('available modes: %s', (_name, car, expected) => {
    expect(availableViewerModes(car)).toEqual(expected)
  })

  it.each<[string, ViewerCar, ViewerMode | undefined, ViewerMode]>([
    ['default spinner with spin data', spin, undefined, 'spinner'],
    ['no spin data falls back to walkaround', walkaround, undefined, 'walkaround'],
    ['no spin data, no walkaround: gallery', {}, undefined, 'gallery'],
    ['"gallery for one dealer"', spin, 'gallery', 'gallery'],
    ['interior preferred and present', { spin_interior_image: 'i.jpg' }, 'interior', 'interior'],
  ])('initial mode: %s', (_name, car, defaultViewerMode, expected) => {
    expect(initialViewerMode(car, defaultViewerMode ? { defaultViewerMode } : {})).toBe(expected)
  })
})

describe('"Video is inserted at a configurable position: start, second (default), middle or end"', () => {
  it.each<[string, string[], VideoPosition | undefined, string[]]>([
    ['second by default', ['a', 'b', 'c'], undefined, ['a', 'v', 'b', 'c']],
    ['start', ['a', 'b', 'c'], 'start', ['v', 'a', 'b', 'c']],
    ['middle of four', ['a', 'b', 'c', 'd'], 'middle', ['a', 'b', 'v', 'c', 'd']],
    ['middle of three', ['a', 'b', 'c'], 'middle', ['a', 'v', 'b', 'c']],
    ['end', ['a', 'b'], 'end', ['a', 'b', 'v']],
    ['second of one slide goes after it', ['a'], 'second', ['a', 'v']],
    ['no slides', [], 'second', ['v']],
  ])('%s', (_name, slides, position, expected) => {
    expect(insertVideo(slides, 'v', position)).toEqual(expected)
  })
})

describe('"Vehicle card placeholder: when the image is missing or a known default or coming-soon image"', () => {
  it.each<[string, string | null | undefined, boolean]>([
    ['a real photo', 'https://cdn.example/cars/123/front.jpg', false],
    ['missing', null, true],
    ['empty', '', true],
    ['known default image', 'https://cdn.example/assets/default-car.png', true],
    ['coming-soon image', 'https://cdn.example/assets/Coming-Soon.jpg?w=400', true],
    ['marker only in the folder does not count', 'https://cdn.example/default/cars/front.jpg', false],
  ])('%s', (_name, url, expected) => {
    expect(needsImagePlaceholder(url)).toBe(expected)
  })

  it('tenant markers replace the defaults', () => {
    expect(
      needsImagePlaceholder('https://cdn.example/awaiting-photos.jpg', {
        placeholderImageMarkers: ['awaiting'],
      }),
    ).toBe(true)
    expect(
      needsImagePlaceholder('https://cdn.example/default.jpg', { placeholderImageMarkers: ['awaiting'] }),
    ).toBe(false)
  })
})

describe('"only embed-style addresses are framed, others play inline"', () => {
  it.each<[string, string | null | undefined, VideoSource | null]>([
    [
      'YouTube embed address',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      { kind: 'embed', src: 'https://www.youtube.com/embed/dQw4w9WgXcQ' },
    ],
    [
      'YouTube privacy-enhanced embed address',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
      { kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0' },
    ],
    [
      'Vimeo player address',
      'https://player.vimeo.com/video/134647062',
      { kind: 'embed', src: 'https://player.vimeo.com/video/134647062' },
    ],
    [
      'Vimeo page becomes its player address',
      'https://vimeo.com/134647062',
      { kind: 'embed', src: 'https://player.vimeo.com/video/134647062' },
    ],
    [
      'unlisted Vimeo page keeps its hash',
      'https://vimeo.com/134647062/a1b2c3d4e5',
      { kind: 'embed', src: 'https://player.vimeo.com/video/134647062?h=a1b2c3d4e5' },
    ],
    [
      'an .mp4 file plays inline',
      'https://videos.forecourt.example/walkarounds/BRG000033-walkaround.mp4',
      { kind: 'inline', src: 'https://videos.forecourt.example/walkarounds/BRG000033-walkaround.mp4' },
    ],
    [
      'a YouTube watch page is not embed-style',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      { kind: 'inline', src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    ],
    [
      'a look-alike host is not embed-style',
      'https://youtube.com.example/embed/abc',
      { kind: 'inline', src: 'https://youtube.com.example/embed/abc' },
    ],
    ['surrounding spaces are trimmed', '  /videos/a.webm ', { kind: 'inline', src: '/videos/a.webm' }],
    ['blank', '   ', null],
    ['missing', null, null],
  ])('%s', (_name, url, expected) => {
    expect(videoSource(url)).toEqual(expected)
  })
})
