import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SpinViewer } from '../spin-viewer/spin-viewer'
import { expectNoAxeViolations } from '../test-utils/axe'
import { carouselsStarted } from '../test-utils/fake-embla'
import {
  demoHotspots,
  demoImages,
  demoInlineVideo,
  interiorPanorama,
  notFoundImage,
  spinFrames,
} from './fixtures'
import { VehicleMedia, type VehicleMediaProps } from './vehicle-media'

vi.mock('embla-carousel-react', () => import('../test-utils/fake-embla'))

const frames = spinFrames(8)
const everything: VehicleMediaProps = {
  name: '2023 Toyota RAV4 GX',
  images: demoImages.slice(0, 5),
  spinFrames: frames,
  walkaroundVideo: demoInlineVideo,
  interiorImage: interiorPanorama,
  hotspots: demoHotspots,
  fallbackImage: notFoundImage,
  autoRotateMs: null,
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent)
const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent

afterEach(() => vi.restoreAllMocks())

describe('VehicleMedia', () => {
  it('"Viewer modes": a tab per mode the car has data for, opening on spinner by default', async () => {
    render(<VehicleMedia {...everything} />)
    expect(screen.getByRole('tablist', { name: 'Vehicle views' })).toBeDefined()
    expect(tabNames()).toEqual(['Spin 360', 'Walkaround', 'Gallery', 'Interior'])
    expect(selectedTab()).toBe('Spin 360')
    const panel = screen.getByRole('tabpanel', { name: 'Spin 360' })
    expect(
      await within(panel).findByRole('group', { name: '360° view of 2023 Toyota RAV4 GX' }),
    ).toBeDefined()
  })

  it('"gallery for one dealer": the tenant default mode opens first when the car has its data', () => {
    render(<VehicleMedia {...everything} defaultMode="gallery" />)
    expect(selectedTab()).toBe('Gallery')
    expect(screen.getByRole('region', { name: 'Photos' })).toBeDefined()
  })

  it('without spin data it falls back to the first mode it has', () => {
    render(<VehicleMedia {...everything} spinFrames={[]} />)
    expect(tabNames()).toEqual(['Walkaround', 'Gallery', 'Interior'])
    expect(selectedTab()).toBe('Walkaround')
  })

  it('photos only: just the gallery, no tabs', () => {
    render(<VehicleMedia name="2023 Toyota RAV4 GX" images={demoImages.slice(0, 2)} />)
    expect(screen.queryByRole('tablist')).toBeNull()
    expect(screen.getByRole('region', { name: 'Photos' })).toBeDefined()
  })

  it('tabs follow the arrow keys (wrapping), Home and End, moving focus with the selection', async () => {
    const user = userEvent.setup()
    render(<VehicleMedia {...everything} viewers={{ spin: null, interior: null }} />)
    screen.getByRole('tab', { name: 'Spin 360' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(selectedTab()).toBe('Walkaround')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Walkaround' }))
    await user.keyboard('{End}')
    expect(selectedTab()).toBe('Interior')
    await user.keyboard('{ArrowRight}')
    expect(selectedTab()).toBe('Spin 360')
    await user.keyboard('{ArrowLeft}')
    expect(selectedTab()).toBe('Interior')
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Spin 360' }))
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1])
  })

  it('walkaround shows the walkaround video', async () => {
    const user = userEvent.setup()
    render(<VehicleMedia {...everything} />)
    await user.click(screen.getByRole('tab', { name: 'Walkaround' }))
    const video = within(screen.getByRole('tabpanel', { name: 'Walkaround' })).getByLabelText(
      'Walkaround of the 2023 Toyota RAV4 GX',
    )
    expect([video.tagName, video.getAttribute('preload')]).toEqual(['VIDEO', 'none'])
  })

  it('walkaround without a video shows the gallery', () => {
    render(<VehicleMedia {...everything} walkaroundVideo={null} modes={['walkaround', 'gallery']} />)
    const panel = screen.getByRole('tabpanel', { name: 'Walkaround' })
    expect(within(panel).getByRole('region', { name: 'Photos' })).toBeDefined()
  })

  it('the gallery goes back to its first slide after leaving it', async () => {
    const user = userEvent.setup()
    render(<VehicleMedia {...everything} initialMode="gallery" viewers={{ spin: null }} />)
    await carouselsStarted()
    await user.click(screen.getByRole('button', { name: 'Show image 3' }))
    expect(screen.getByText('3 of 5')).toBeDefined()
    await user.click(screen.getByRole('tab', { name: 'Spin 360' }))
    await user.click(screen.getByRole('tab', { name: 'Gallery' }))
    expect(screen.getByText('1 of 5')).toBeDefined()
  })

  it('before the interior viewer loads, its panel shows the panorama as a still picture', async () => {
    const user = userEvent.setup()
    render(<VehicleMedia {...everything} viewers={{ interior: null }} />)
    await user.click(screen.getByRole('tab', { name: 'Interior' }))
    const panel = screen.getByRole('tabpanel', { name: 'Interior' })
    expect(
      within(panel).getByRole('img', { name: 'Interior of 2023 Toyota RAV4 GX' }).getAttribute('src'),
    ).toBe(interiorPanorama.src)
    expect(within(panel).queryByRole('group')).toBeNull()
    // No viewer is coming: no loading placeholder either.
    expect(within(panel).queryByRole('status')).toBeNull()
  })

  it('loads the interior viewer on demand when its tab opens', async () => {
    const user = userEvent.setup()
    render(<VehicleMedia {...everything} />)
    await user.click(screen.getByRole('tab', { name: 'Interior' }))
    expect(await screen.findByRole('group', { name: 'Interior of 2023 Toyota RAV4 GX' })).toBeDefined()
  })

  it('server HTML carries the main picture: the first spin frame as a still, with a placeholder', () => {
    const html = renderToString(<VehicleMedia {...everything} />)
    const container = document.createElement('div')
    container.innerHTML = html
    const still = within(container).getByRole('img', { name: '2023 Toyota RAV4 GX, angle 1 of 8' })
    expect([still.getAttribute('src'), still.getAttribute('fetchpriority')]).toEqual([frames[0], 'high'])
    expect(within(container).getByRole('status').textContent).toBe('Loading 360° view')
    expect(within(container).queryByRole('group')).toBeNull()
    expect(within(container).getAllByRole('tab')).toHaveLength(4)
  })

  it('with srcsets, the still and the viewer show the first frame from the same candidates', async () => {
    const spinFrameSrcSets = frames.map((url) => `${url}&w=480 480w, ${url}&w=1200 1200w`)
    const props = { ...everything, spinFrameSrcSets, spinSizes: '100vw', viewers: { spin: SpinViewer } }
    const container = document.createElement('div')
    container.innerHTML = renderToString(<VehicleMedia {...props} />)
    const still = within(container).getByRole('img', { name: '2023 Toyota RAV4 GX, angle 1 of 8' })
    expect([still.getAttribute('srcset'), still.getAttribute('sizes')]).toEqual([
      spinFrameSrcSets[0],
      '100vw',
    ])
    render(<VehicleMedia {...props} />)
    const viewer = await screen.findByRole('group', { name: '360° view of 2023 Toyota RAV4 GX' })
    const shown = viewer.querySelector('img')!
    expect([shown.getAttribute('srcset'), shown.getAttribute('sizes')]).toEqual([
      spinFrameSrcSets[0],
      '100vw',
    ])
  })

  it.each([
    ['the on-demand viewer', undefined],
    ['a viewer already loaded', { spin: SpinViewer }],
  ])('hydrates the server HTML without a mismatch, then shows %s', async (_name, viewers) => {
    const error = vi.spyOn(console, 'error')
    const props = { ...everything, viewers }
    const container = document.createElement('div')
    container.innerHTML = renderToString(<VehicleMedia {...props} />)
    document.body.append(container)
    const recoverable = vi.fn()
    let root: Root | undefined
    act(() => {
      root = hydrateRoot(container, <VehicleMedia {...props} />, { onRecoverableError: recoverable })
    })
    expect(
      await within(container).findByRole('group', { name: '360° view of 2023 Toyota RAV4 GX' }),
    ).toBeDefined()
    expect(recoverable).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()
    act(() => root?.unmount())
    container.remove()
  })

  it('has no serious axe violations in each mode', async () => {
    const user = userEvent.setup()
    const { container } = render(<VehicleMedia {...everything} />)
    await screen.findByRole('group', { name: '360° view of 2023 Toyota RAV4 GX' })
    await expectNoAxeViolations(container)
    for (const name of ['Walkaround', 'Gallery', 'Interior']) {
      await user.click(screen.getByRole('tab', { name }))
      // The interior viewer loads on demand: check it, not the still picture shown until it has loaded (which it
      // only had when an earlier test happened to load it).
      if (name === 'Interior') await screen.findByRole('group', { name: 'Interior of 2023 Toyota RAV4 GX' })
      await expectNoAxeViolations(container)
    }
  })
})
