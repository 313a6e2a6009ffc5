import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { carouselsStarted } from '../test-utils/fake-embla'
import { demoEmbedVideo, demoImages, demoInlineVideo, notFoundImage } from '../vehicle-media/fixtures'
import { GalleryFullscreen } from './gallery-fullscreen'
import type { GalleryImage } from './gallery-slides'
import { VehicleGallery, type VehicleGalleryProps } from './vehicle-gallery'

vi.mock('embla-carousel-react', () => import('../test-utils/fake-embla'))

const photos = (count: number): GalleryImage[] => demoImages.slice(0, count)

function renderGallery(props: Partial<VehicleGalleryProps> = {}) {
  return render(<VehicleGallery images={photos(5)} fallbackImage={notFoundImage} {...props} />)
}

const slideImages = () =>
  screen.getAllByRole('group').map((slide) => slide.querySelector('img') as HTMLImageElement)
const status = () => screen.getByRole('status').textContent
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name })

describe('VehicleGallery', () => {
  it('shows every photo as a named slide inside a carousel region, with an n of N status', () => {
    renderGallery()
    const region = screen.getByRole('region', { name: 'Photos' })
    expect(region.getAttribute('aria-roledescription')).toBe('carousel')
    expect(
      within(region)
        .getAllByRole('group')
        .map((slide) => slide.getAttribute('aria-label')),
    ).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5'])
    expect(status()).toBe('1 of 5')
    const first = slideImages()[0]
    expect([first?.alt, first?.getAttribute('width'), first?.getAttribute('height')]).toEqual([
      '2023 Toyota RAV4 GX in Glacier White, front three-quarter view',
      '320',
      '240',
    ])
  })

  it('"first 2 images prioritised": eager with high priority, the rest lazy', () => {
    renderGallery({ video: demoEmbedVideo, videoPosition: 'start' })
    const images = screen.getAllByRole('group').flatMap((slide) => Array.from(slide.querySelectorAll('img')))
    expect(images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
      ['lazy', null],
    ])
  })

  it('passes srcSet and sizes through to the photo', () => {
    const image = { ...demoImages[0], srcSet: '/a-640.jpg 640w, /a-1280.jpg 1280w' } as GalleryImage
    renderGallery({ images: [image] })
    const img = slideImages()[0]
    expect([img?.getAttribute('srcset'), img?.getAttribute('sizes')]).toEqual([
      '/a-640.jpg 640w, /a-1280.jpg 1280w',
      '(min-width: 64rem) 60vw, 100vw',
    ])
  })

  it('previous and next move the slider and are disabled at the ends', async () => {
    const user = userEvent.setup()
    renderGallery({ images: photos(3) })
    await carouselsStarted()
    expect(button('Previous image').disabled).toBe(true)
    await user.click(button('Next image'))
    expect(status()).toBe('2 of 3')
    await user.click(button('Next image'))
    expect(status()).toBe('3 of 3')
    expect(button('Next image').disabled).toBe(true)
    // Focus does not fall out of the gallery when the focused button becomes disabled.
    expect(document.activeElement).toBe(button('Previous image'))
    await user.click(button('Previous image'))
    expect(status()).toBe('2 of 3')
  })

  it('Left and Right arrow keys move the slider while focus is inside the gallery', async () => {
    const user = userEvent.setup()
    renderGallery()
    await carouselsStarted()
    button('Full screen').focus()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(status()).toBe('3 of 5')
    await user.keyboard('{ArrowLeft}')
    expect(status()).toBe('2 of 5')
  })

  it.each([
    [3, 'in_stock', 0],
    [4, 'in_stock', 4],
    [4, 'sold', 0],
  ])(
    '"thumbnails only with more than 3 images": %s photos, %s → %s thumbnails',
    (count, carStatus, shown) => {
      renderGallery({ images: photos(count), carStatus })
      const list = screen.queryByRole('list', { name: 'Thumbnails' })
      expect(list ? within(list).getAllByRole('button').length : 0).toBe(shown)
    },
  )

  it('a thumbnail scrolls the slider to its photo and is marked current', async () => {
    const user = userEvent.setup()
    renderGallery()
    await carouselsStarted()
    expect(button('Show image 1').getAttribute('aria-current')).toBe('true')
    await user.click(button('Show image 4'))
    expect(status()).toBe('4 of 5')
    expect(button('Show image 4').getAttribute('aria-current')).toBe('true')
    expect(button('Show image 1').getAttribute('aria-current')).toBeNull()
  })

  it('inserts the video second by default, with a thumbnail of its own', () => {
    renderGallery({ video: demoEmbedVideo })
    expect(screen.getAllByRole('group')[1]?.querySelector('iframe')).not.toBeNull()
    const thumbs = within(screen.getByRole('list', { name: 'Thumbnails' })).getAllByRole('button')
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-label'))).toEqual([
      'Show image 1',
      'Show video',
      'Show image 2',
      'Show image 3',
      'Show image 4',
      'Show image 5',
    ])
  })

  it.each([
    ['start', 0],
    ['middle', 2],
    ['end', 5],
  ] as const)('inserts the video at the %s', (videoPosition, index) => {
    renderGallery({ video: demoEmbedVideo, videoPosition })
    expect(screen.getAllByRole('group')[index]?.querySelector('iframe')).not.toBeNull()
  })

  it('"only embed-style addresses are framed": an embed address plays in a lazy iframe', () => {
    renderGallery({ video: { src: 'https://vimeo.com/134647062' } })
    const frame = screen.getByTitle('Vehicle video')
    expect(frame.tagName).toBe('IFRAME')
    expect([frame.getAttribute('src'), frame.getAttribute('loading')]).toEqual([
      'https://player.vimeo.com/video/134647062',
      'lazy',
    ])
    expect(frame.getAttribute('allow')).toContain('fullscreen')
  })

  it('"others play inline": a video file plays in a <video> that loads nothing until played', () => {
    const { container } = renderGallery({ video: demoInlineVideo })
    const video = container.querySelector('video') as HTMLVideoElement
    expect(video.getAttribute('src')).toBe(demoInlineVideo.src)
    expect([video.controls, video.hasAttribute('playsinline'), video.getAttribute('preload')]).toEqual([
      true,
      true,
      'none',
    ])
    expect(container.querySelector('iframe')).toBeNull()
  })

  it('"Missing image: fallback image not found picture" when a photo fails to load', () => {
    renderGallery()
    const img = slideImages()[2] as HTMLImageElement
    fireEvent.error(img)
    expect([img.getAttribute('src'), img.alt, img.getAttribute('srcset')]).toEqual([
      notFoundImage,
      'Image not found',
      null,
    ])
  })

  it('a car without photos shows the fallback picture and no controls', () => {
    render(<VehicleGallery images={[]} />)
    const img = screen.getByRole('img', { name: 'Image not found' })
    expect(img.getAttribute('src')).toBe('/images/placeholders/image-not-found.svg')
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull()
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('server HTML: first photos prioritised, previous disabled, status 1 of N, no window needed', () => {
    const html = renderToString(<VehicleGallery images={photos(5)} video={demoEmbedVideo} />)
    expect(html).toMatch(/<button[^>]*aria-label="Previous image"[^>]*disabled=""/)
    expect(html.match(/fetchPriority="high"/g)).toHaveLength(2)
    expect(html).toContain('1 of 6')
    expect(html).toContain('aria-label="Show image 1"')
  })

  it('Full screen opens a modal dialog on the current slide; closing returns focus and keeps the slide', async () => {
    const user = userEvent.setup()
    renderGallery({ fullscreen: GalleryFullscreen })
    await carouselsStarted()
    await user.click(button('Show image 2'))
    await user.click(button('Full screen'))
    const dialog = screen.getByRole('dialog', { name: 'Photos' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(within(dialog).getByRole('status').textContent).toBe('2 of 5')
    await user.keyboard('{ArrowRight}')
    expect(within(dialog).getByRole('status').textContent).toBe('3 of 5')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(button('Full screen'))
    expect(status()).toBe('3 of 5')
  })

  it('loads the full-screen view on demand by default', async () => {
    const user = userEvent.setup()
    renderGallery()
    await user.click(button('Full screen'))
    expect(await screen.findByRole('dialog', { name: 'Photos' })).toBeDefined()
  })

  it('fullscreen null leaves out the Full screen button', () => {
    renderGallery({ fullscreen: null })
    expect(screen.queryByRole('button', { name: 'Full screen' })).toBeNull()
  })

  it('texts replace every visible string', () => {
    renderGallery({
      texts: {
        region: 'Fotos',
        status: 'Bild {index}/{count}',
        showImage: 'Bild {index}',
        fullscreen: 'Vollbild',
      },
    })
    expect(screen.getByRole('region', { name: 'Fotos' })).toBeDefined()
    expect(status()).toBe('Bild 1/5')
    expect(button('Bild 3')).toBeDefined()
    expect(button('Vollbild')).toBeDefined()
  })

  // axe cannot enter an iframe in jsdom, so these use the inline video; the iframe's title is checked above.
  it('has no serious axe violations, with photos, video and thumbnails, and without photos', async () => {
    const { container, unmount } = renderGallery({ video: demoInlineVideo })
    await expectNoAxeViolations(container)
    unmount()
    const empty = render(<VehicleGallery images={[]} video={demoInlineVideo} />)
    await expectNoAxeViolations(empty.container)
  })
})
