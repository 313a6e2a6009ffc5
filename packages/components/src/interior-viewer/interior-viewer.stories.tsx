import type { Meta, StoryObj } from '@storybook/react-vite'
import { frame } from '../test-utils/story-frame'
import { demoHotspots, interiorPanorama } from '../vehicle-media/fixtures'
import { InteriorViewer } from './interior-viewer'

const meta = {
  title: 'Vehicle/InteriorViewer',
  component: InteriorViewer,
  args: { image: interiorPanorama, name: '2023 Toyota RAV4 GX' },
  decorators: [frame({ maxWidth: 760 })],
} satisfies Meta<typeof InteriorViewer>

export default meta
type Story = StoryObj<typeof meta>

/** A 2:1 panorama, centred: drag or use the arrow keys (Home and End for the edges). */
export const Default: Story = {}

/** Interior hotspots. */
export const Hotspots: Story = { args: { hotspots: demoHotspots.interior } }

/** Panned to the left edge. */
export const LeftEdge: Story = { args: { startPan: 0 } }

/** Panned to the right edge. */
export const RightEdge: Story = { args: { startPan: 1 } }

/** The picture fails to load: 'Error loading images' in the console, nothing on screen. */
export const BrokenPicture: Story = {
  args: { image: { ...interiorPanorama, src: '/images/interior/missing.jpg' } },
}

export const AllStates: Story = {
  decorators: [frame()],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: 24 }}>
      <InteriorViewer {...args} />
      <InteriorViewer {...args} hotspots={demoHotspots.interior} />
      <InteriorViewer {...args} startPan={0} />
      <InteriorViewer {...args} startPan={1} />
    </div>
  ),
}
