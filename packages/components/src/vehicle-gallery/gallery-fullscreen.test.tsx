import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { demoEmbedVideo, demoImages, notFoundImage } from '../vehicle-media/fixtures'
import { GalleryFullscreen } from './gallery-fullscreen'
import { gallerySlides } from './gallery-slides'

const slides = gallerySlides(demoImages.slice(0, 3), demoEmbedVideo, 'end', notFoundImage, 'Image not found')

function setup(index = 0) {
  const onClose = vi.fn()
  render(
    <>
      <button type="button">Opener</button>
      <GalleryFullscreen slides={slides} index={index} onClose={onClose} fallbackImage={notFoundImage} />
    </>,
  )
  const dialog = screen.getByRole('dialog', { name: 'Photos' })
  const status = () => within(dialog).getByRole('status').textContent
  return { onClose, dialog, status }
}

describe('GalleryFullscreen', () => {
  it('is a labelled modal dialog showing the current slide large, with focus on Close', () => {
    const { dialog, status } = setup(1)
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(status()).toBe('2 of 4')
    expect(within(dialog).getByRole('img').getAttribute('alt')).toBe(demoImages[1]?.alt)
    expect(within(dialog).getByRole('img').getAttribute('sizes')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close full screen' }))
    expect(document.body.style.overflow).toBe('hidden')
  })

  it('Left and Right arrow keys and the buttons navigate, disabled at the ends', async () => {
    const user = userEvent.setup()
    const { dialog, status } = setup()
    const previous = screen.getByRole<HTMLButtonElement>('button', { name: 'Previous image' })
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Next image' })
    expect(previous.disabled).toBe(true)
    await user.keyboard('{ArrowRight}')
    expect(status()).toBe('2 of 4')
    await user.click(next)
    await user.click(next)
    expect(status()).toBe('4 of 4')
    expect(within(dialog).getByTitle('Video of the 2023 Toyota RAV4 GX').tagName).toBe('IFRAME')
    expect(next.disabled).toBe(true)
    expect(document.activeElement).toBe(previous)
    await user.keyboard('{ArrowLeft}')
    expect(status()).toBe('3 of 4')
  })

  it('a swipe of 50 px or more moves one slide', () => {
    const { dialog, status } = setup()
    const stage = dialog.querySelector('.fc-fullscreen__stage') as HTMLElement
    fireEvent.pointerDown(stage, { clientX: 300, isPrimary: true })
    fireEvent.pointerUp(stage, { clientX: 200 })
    expect(status()).toBe('2 of 4')
    fireEvent.pointerDown(stage, { clientX: 200, isPrimary: true })
    fireEvent.pointerUp(stage, { clientX: 230 })
    expect(status()).toBe('2 of 4')
  })

  it('Escape and Close close it with the slide shown last', async () => {
    const user = userEvent.setup()
    const { onClose } = setup(2)
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenLastCalledWith(2)
    await user.keyboard('{ArrowLeft}')
    await user.click(screen.getByRole('button', { name: 'Close full screen' }))
    expect(onClose).toHaveBeenLastCalledWith(1)
  })

  it('keeps focus inside, in both directions', async () => {
    const user = userEvent.setup()
    setup(1)
    const close = screen.getByRole('button', { name: 'Close full screen' })
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next image' }))
    await user.tab()
    expect(document.activeElement).toBe(close)
  })

  it('a photo that fails to load shows the fallback picture', () => {
    const { dialog } = setup()
    fireEvent.error(within(dialog).getByRole('img'))
    expect(within(dialog).getByRole('img', { name: 'Image not found' }).getAttribute('src')).toBe(
      notFoundImage,
    )
  })

  it('has no serious axe violations', async () => {
    setup()
    await expectNoAxeViolations(document.body)
  })
})
