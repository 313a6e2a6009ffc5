import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { demoHotspots } from '../vehicle-media/fixtures'
import { InteriorViewer, type InteriorViewerProps } from './interior-viewer'
import { panAfterDrag, panToReveal } from './pan'

const panorama = { src: '/images/vehicles/details/interior.jpg?w=1200&q=80', width: 1600, height: 800 }

function renderInterior(props: Partial<InteriorViewerProps> = {}) {
  const result = render(<InteriorViewer image={panorama} name="2023 Toyota RAV4 GX" {...props} />)
  const viewer = screen.getByRole('group', { name: 'Interior of 2023 Toyota RAV4 GX' })
  const track = viewer.firstElementChild as HTMLElement
  const pan = () => track.style.getPropertyValue('--fc-pan')
  const load = () => fireEvent.load(viewer.querySelector('img') as HTMLImageElement)
  return { ...result, viewer, track, pan, load }
}

afterEach(() => vi.restoreAllMocks())

describe('panAfterDrag', () => {
  it.each([
    ['dragging left by a quarter of the hidden width', 0.5, -100, 400, 0.75],
    ['dragging right', 0.5, 100, 400, 0.25],
    ['stops at the left edge', 0.1, 400, 400, 0],
    ['stops at the right edge', 0.9, -400, 400, 1],
    ['a picture no wider than the viewer does not pan', 0.5, -100, 0, 0.5],
  ])('%s', (_name, start, deltaX, overflow, expected) => {
    expect(panAfterDrag(start, deltaX, overflow)).toBe(expected)
  })
})

describe('panToReveal', () => {
  it.each([
    ['a point in view stays put', 50, 0.5, 400, 800, 0.5],
    ['a point far left pans to the left edge', 10, 0.5, 400, 800, 0],
    ['a point far right pans to the right edge', 95, 0.5, 400, 800, 1],
    ['a point off to the right is centred', 70, 0.25, 400, 800, 0.9],
    ['a picture no wider than the viewer does not pan', 10, 0.5, 400, 400, 0.5],
  ])('%s', (_name, x, pan, stage, track, expected) => {
    expect(panToReveal(x, pan, stage, track)).toBeCloseTo(expected)
  })
})

describe('InteriorViewer', () => {
  it('is a focusable, named panorama with instructions, starting centred', () => {
    const { viewer, pan } = renderInterior()
    expect(viewer.tabIndex).toBe(0)
    expect(viewer.getAttribute('aria-roledescription')).toBe('panorama')
    expect(screen.getByText('Drag, or use the left and right arrow keys, to look around.').id).toBe(
      viewer.getAttribute('aria-describedby'),
    )
    expect(screen.getByRole('img', { name: 'Interior of 2023 Toyota RAV4 GX' }).getAttribute('width')).toBe(
      '1600',
    )
    expect(pan()).toBe('0.500')
  })

  it('Left and Right arrow keys pan, Home and End go to the edges', async () => {
    const user = userEvent.setup()
    const { viewer, pan } = renderInterior()
    viewer.focus()
    await user.keyboard('{ArrowRight}')
    expect(pan()).toBe('0.600')
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(pan()).toBe('0.400')
    await user.keyboard('{End}{ArrowRight}')
    expect(pan()).toBe('1.000')
    await user.keyboard('{Home}')
    expect(pan()).toBe('0.000')
  })

  it('dragging pans the picture with the pointer', () => {
    const { viewer, track, pan } = renderInterior()
    vi.spyOn(viewer, 'getBoundingClientRect').mockReturnValue({ width: 400 } as DOMRect)
    vi.spyOn(track, 'getBoundingClientRect').mockReturnValue({ width: 800 } as DOMRect)
    fireEvent.pointerDown(viewer, { clientX: 300, pointerId: 1, pointerType: 'touch' })
    fireEvent.pointerMove(viewer, { clientX: 200, pointerId: 1, pointerType: 'touch' })
    expect(pan()).toBe('0.750')
    fireEvent.pointerUp(viewer, { clientX: 200, pointerId: 1, pointerType: 'touch' })
  })

  it('shows a loading placeholder until the picture loads, then the interior hotspots', async () => {
    const user = userEvent.setup()
    const { load } = renderInterior({ hotspots: demoHotspots.interior })
    expect(screen.getByRole('status').textContent).toBe('Loading interior view')
    expect(screen.queryByRole('button')).toBeNull()
    load()
    const marker = screen.getByRole('button', { name: 'Detail 1' })
    expect(marker.parentElement?.style.left).toBe('56%')
    await user.click(marker)
    // The toggletip is a live region, so screen readers announce the description.
    expect(screen.getByText('Premium sound system').closest('[role="status"]')).not.toBeNull()
    await user.keyboard('{Escape}')
    expect(screen.queryByText('Premium sound system')).toBeNull()
  })

  it('a marker reached with Tab pans into view', async () => {
    const user = userEvent.setup()
    const { viewer, track, pan, load } = renderInterior({ hotspots: demoHotspots.interior })
    vi.spyOn(viewer, 'getBoundingClientRect').mockReturnValue({ width: 400 } as DOMRect)
    vi.spyOn(track, 'getBoundingClientRect').mockReturnValue({ width: 800 } as DOMRect)
    load()
    viewer.focus()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Detail 1' }))
    expect(pan()).toBe('0.500')
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Detail 2' }))
    expect(pan()).toBe('0.000')
  })

  it('"Error loading images" is logged when the picture fails, with no message on screen', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { viewer } = renderInterior()
    fireEvent.error(viewer.querySelector('img') as HTMLImageElement)
    expect(error).toHaveBeenCalledWith('Error loading images', panorama.src)
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('server HTML: the panorama, eager and high priority', () => {
    const html = renderToString(<InteriorViewer image={panorama} name="2023 Toyota RAV4 GX" />)
    expect(html).toContain('fetchPriority="high"')
    expect(html).toContain('--fc-pan:0.500')
  })

  it('has no serious axe violations', async () => {
    const { container, load } = renderInterior({ hotspots: demoHotspots.interior })
    await expectNoAxeViolations(container)
    load()
    fireEvent.click(screen.getByRole('button', { name: 'Detail 2' }))
    await expectNoAxeViolations(container)
  })
})
