import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { demoHotspots } from '../vehicle-media/fixtures'
import {
  frameAfterDrag,
  spinAutoRotateMs,
  spinPixelsPerFrame,
  spinPreloadBatch,
  stepFrame,
} from './spin-frames'
import { SpinViewer, type SpinViewerProps } from './spin-viewer'

const frames = Array.from({ length: 24 }, (_, index) => `/images/vehicles/suv/white.jpg?frame=${index}`)

function renderSpin(props: Partial<SpinViewerProps> = {}) {
  const result = render(
    <SpinViewer frames={frames} name="2023 Toyota RAV4 GX" autoRotateMs={null} {...props} />,
  )
  const viewer = screen.getByRole('group', { name: '360° view of 2023 Toyota RAV4 GX' })
  const image = () => viewer.querySelector('img') as HTMLImageElement
  const frame = () => Number(new URL(image().src).searchParams.get('frame'))
  return { ...result, viewer, image, frame, load: () => fireEvent.load(image()) }
}

/** Puts a recording Image in place of the browser's, and returns the addresses asked for, in order. */
function recordFrameRequests() {
  const requested: string[] = []
  class RecordingImage {
    onerror: (() => void) | null = null
    set src(url: string) {
      requested.push(url)
    }
  }
  vi.stubGlobal('Image', RecordingImage)
  return requested
}

/** Sets prefers-reduced-motion for one test (setup.ts answers "no preference" otherwise). */
function preferReducedMotion() {
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia') as PropertyDescriptor
  const noPreference = window.matchMedia.bind(window)
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ ...noPreference(query), matches: query.includes('reduce') }),
  })
  return () => Object.defineProperty(window, 'matchMedia', original)
}

/** Advances fake timers inside act, so React renders each tick. */
const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms)
  })

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('spin maths', () => {
  it('"Spin viewer: 20 pixels per frame step; auto-rotate interval 100 ms default"', () => {
    expect([spinPixelsPerFrame, spinAutoRotateMs]).toEqual([20, 100])
  })

  it.each([
    [0, 19, 0],
    [0, 20, 1],
    [0, 45, 2],
    [0, -45, 22],
    [23, 20, 0],
    [5, -100, 0],
  ])('from frame %s, a drag of %s px shows frame %s', (start, deltaX, expected) => {
    expect(frameAfterDrag(start, deltaX, 24)).toBe(expected)
  })

  it('steps go round both ways', () => {
    expect([stepFrame(0, -1, 24), stepFrame(23, 1, 24), stepFrame(3, 0, 0)]).toEqual([23, 0, 0])
  })
})

describe('SpinViewer', () => {
  it('is a focusable, named viewer with instructions, showing the first frame', () => {
    const { viewer, image } = renderSpin()
    expect(viewer.tabIndex).toBe(0)
    expect(viewer.getAttribute('aria-roledescription')).toBe('360° viewer')
    expect(screen.getByText('Drag, or use the left and right arrow keys, to turn the car.').id).toBe(
      viewer.getAttribute('aria-describedby'),
    )
    expect(image().alt).toBe('2023 Toyota RAV4 GX, angle 1 of 24')
    expect(image().getAttribute('src')).toBe(frames[0])
  })

  it('shows a loading placeholder until the first frame loads', () => {
    const { viewer, load } = renderSpin()
    expect(screen.getByRole('status').textContent).toBe('Loading 360° view')
    expect(viewer.getAttribute('aria-busy')).toBe('true')
    load()
    expect(screen.queryByRole('status')).toBeNull()
    expect(viewer.getAttribute('aria-busy')).toBe('false')
  })

  it('dragging turns one frame per 20 px: 45 px of drag = 2 frames, with touch too', () => {
    const { viewer, frame, load } = renderSpin()
    load()
    fireEvent.pointerDown(viewer, { clientX: 100, pointerId: 1, pointerType: 'touch' })
    fireEvent.pointerMove(viewer, { clientX: 145, pointerId: 1, pointerType: 'touch' })
    expect(frame()).toBe(2)
    fireEvent.pointerMove(viewer, { clientX: 80, pointerId: 1, pointerType: 'touch' })
    expect(frame()).toBe(23)
    fireEvent.pointerUp(viewer, { clientX: 80, pointerId: 1, pointerType: 'touch' })
    fireEvent.pointerMove(viewer, { clientX: 400, pointerId: 1, pointerType: 'touch' })
    expect(frame()).toBe(23)
  })

  it('Left and Right arrow keys step one frame', async () => {
    const user = userEvent.setup()
    const { viewer, frame, image } = renderSpin()
    viewer.focus()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(frame()).toBe(2)
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}')
    expect(frame()).toBe(23)
    expect(image().alt).toBe('2023 Toyota RAV4 GX, angle 24 of 24')
  })

  it('auto-rotates every 100 ms by default once the first frame shows, and Pause stops it', () => {
    vi.useFakeTimers()
    const { frame, load } = renderSpin({ autoRotateMs: undefined })
    tick(300)
    expect(frame()).toBe(0)
    load()
    tick(300)
    expect(frame()).toBe(3)
    fireEvent.click(screen.getByRole('button', { name: 'Pause rotation' }))
    tick(500)
    expect(frame()).toBe(3)
    fireEvent.click(screen.getByRole('button', { name: 'Start rotation' }))
    tick(100)
    expect(frame()).toBe(4)
  })

  it('stops auto-rotating when the shopper drags or presses a key', () => {
    vi.useFakeTimers()
    const { viewer, frame, load } = renderSpin({ autoRotateMs: 100 })
    load()
    tick(200)
    fireEvent.keyDown(viewer, { key: 'ArrowRight' })
    expect(frame()).toBe(3)
    tick(1000)
    expect(frame()).toBe(3)
    expect(screen.getByRole('button', { name: 'Start rotation' })).toBeDefined()
  })

  it('does not auto-rotate under prefers-reduced-motion, but Play still starts it', () => {
    const restore = preferReducedMotion()
    try {
      vi.useFakeTimers()
      const { frame, load } = renderSpin({ autoRotateMs: 100 })
      load()
      tick(500)
      expect(frame()).toBe(0)
      fireEvent.click(screen.getByRole('button', { name: 'Start rotation' }))
      tick(100)
      expect(frame()).toBe(1)
    } finally {
      restore()
    }
  })

  it('without auto-rotation there is no Pause/Play control', () => {
    renderSpin({ autoRotateMs: 0 })
    expect(screen.queryByRole('button', { name: /rotation/ })).toBeNull()
  })

  it('"Error loading images" is logged for a frame that fails, with no message on screen', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { image, viewer } = renderSpin()
    fireEvent.error(image())
    fireEvent.error(image())
    expect(error.mock.calls).toEqual([['Error loading images', frames[0]]])
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(viewer.textContent).toBe('')
  })

  it('preloads every frame once the first shows, logging the ones that fail', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const requested: string[] = []
    class FakeImage {
      onerror: (() => void) | null = null
      set src(url: string) {
        requested.push(url)
        if (url.endsWith('frame=5')) queueMicrotask(() => this.onerror?.())
      }
    }
    vi.stubGlobal('Image', FakeImage)
    const { load } = renderSpin()
    expect(requested).toEqual([])
    load()
    return vi.waitFor(() => {
      expect(requested).toEqual(frames)
      expect(error).toHaveBeenCalledWith('Error loading images', frames[5])
    })
  })

  it(`asks for at most ${spinPreloadBatch} frames in a task, in turning order from the frame shown first`, () => {
    vi.useFakeTimers()
    const requested = recordFrameRequests()
    const { load } = renderSpin({ startFrame: 20 })
    load()
    const turningOrder = [...frames.slice(20), ...frames.slice(0, 20)]
    expect(requested).toEqual(turningOrder.slice(0, spinPreloadBatch))
    act(() => {
      vi.advanceTimersToNextTimer()
    })
    expect(requested).toEqual(turningOrder.slice(0, 2 * spinPreloadBatch))
    act(() => {
      vi.runAllTimers()
    })
    expect(requested).toEqual(turningOrder)
  })

  it('stops asking for frames when the viewer goes away', () => {
    vi.useFakeTimers()
    const requested = recordFrameRequests()
    const { load, unmount } = renderSpin()
    load()
    unmount()
    vi.runAllTimers()
    expect(requested).toEqual(frames.slice(0, spinPreloadBatch))
  })

  it('with srcsets, the frame shown and every preload take the same candidates (sizes set before srcset and src)', () => {
    const srcSets = frames.map((url) => `${url}&w=480 480w, ${url}&w=1200 1200w`)
    const preloads: string[][] = []
    class FakeImage {
      onerror: (() => void) | null = null
      sizes = ''
      srcset = ''
      set src(url: string) {
        preloads.push([this.sizes, this.srcset, url])
      }
    }
    vi.stubGlobal('Image', FakeImage)
    const { image, load } = renderSpin({ frameSrcSets: srcSets, sizes: '100vw' })
    expect([image().getAttribute('srcset'), image().getAttribute('sizes')]).toEqual([srcSets[0], '100vw'])
    load()
    return vi.waitFor(() =>
      expect(preloads).toEqual(frames.map((url, index) => ['100vw', srcSets[index], url])),
    )
  })

  it('hotspot markers show on frames with positions; activating one shows its description, Escape closes it', async () => {
    const user = userEvent.setup()
    const { viewer, load } = renderSpin({ hotspots: demoHotspots.exterior })
    load()
    const marker = screen.getByRole('button', { name: 'Detail 1' })
    expect(marker.parentElement?.style.left).toBe('74%')
    expect(marker.parentElement?.style.top).toBe('63%')
    expect(screen.getAllByRole('button', { name: 'Detail 2' })).toHaveLength(2)

    await user.click(marker)
    expect(marker.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByText('Stone chip on bonnet')).toBeDefined()
    await user.keyboard('{Escape}')
    expect(screen.queryByText('Stone chip on bonnet')).toBeNull()
    expect(marker.getAttribute('aria-expanded')).toBe('false')

    // Frame 1 has no positions: no markers; the focused marker hands focus to the viewer.
    await user.click(marker)
    await user.keyboard('{ArrowRight}')
    expect(screen.queryByRole('button', { name: /Detail/ })).toBeNull()
    expect(document.activeElement).toBe(viewer)
  })

  it('a press outside the markers closes the toggletip', async () => {
    const user = userEvent.setup()
    const { load } = renderSpin({ hotspots: demoHotspots.exterior })
    load()
    await user.click(screen.getByRole('button', { name: 'Detail 1' }))
    await user.click(screen.getByText('Drag, or use the left and right arrow keys, to turn the car.'))
    expect(screen.queryByText('Stone chip on bonnet')).toBeNull()
  })

  it('server HTML: the first frame, eager and high priority, with the loading placeholder', () => {
    const html = renderToString(<SpinViewer frames={frames} name="2023 Toyota RAV4 GX" />)
    expect(html).toContain(`src="${frames[0]?.replace('&', '&amp;')}"`)
    expect(html).toContain('fetchPriority="high"')
    expect(html).toContain('Loading 360° view')
    expect(html).toContain('aria-label="Pause rotation"')
  })

  it('without frames it shows the fallback picture', () => {
    render(<SpinViewer frames={[]} name="2023 Toyota RAV4 GX" />)
    expect(screen.getByRole('img', { name: 'Image not found' }).getAttribute('src')).toBe(
      '/images/placeholders/image-not-found.svg',
    )
  })

  it('has no serious axe violations, loading and with an open hotspot', async () => {
    // Auto-rotation (for its Pause control) on a fake clock that never advances: with a real 100 ms interval the
    // car could turn to a frame without Detail 1 before the click lands. user-event and axe keep real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const user = userEvent.setup()
    const { container, load } = renderSpin({ hotspots: demoHotspots.exterior, autoRotateMs: 100 })
    await expectNoAxeViolations(container)
    load()
    const marker = screen.getByRole('button', { name: 'Detail 1' })
    await user.click(marker)
    expect(marker.getAttribute('aria-expanded')).toBe('true')
    await expectNoAxeViolations(container)
  })
})
