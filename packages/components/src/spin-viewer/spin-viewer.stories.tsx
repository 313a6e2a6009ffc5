import type { Meta, StoryObj } from '@storybook/react-vite'
import { frame } from '../test-utils/story-frame'
import { demoHotspots, notFoundImage, spinFrames } from '../vehicle-media/fixtures'
import { SpinViewer } from './spin-viewer'

const frames = spinFrames()

const meta = {
  title: 'Vehicle/SpinViewer',
  component: SpinViewer,
  args: {
    frames,
    name: '2023 Toyota RAV4 GX',
    frameSize: { width: 320, height: 240 },
    fallbackImage: notFoundImage,
  },
  decorators: [frame({ maxWidth: 760 })],
} satisfies Meta<typeof SpinViewer>

export default meta
type Story = StoryObj<typeof meta>

/** 24 frames turning every 100 ms until the shopper drags, presses a key or pauses. */
export const AutoRotating: Story = {}

/** No auto-rotation: drag or use the arrow keys. */
export const Still: Story = { args: { autoRotateMs: null } }

/** Exterior hotspots on frames 0, 6, 12 and 18 (open one, then Escape). */
export const Hotspots: Story = { args: { autoRotateMs: null, hotspots: demoHotspots.exterior } }

/** Turning slowly, so the hotspots show for a while on their frames. */
export const SlowWithHotspots: Story = { args: { autoRotateMs: 400, hotspots: demoHotspots.exterior } }

/** Frame 3 fails to load: 'Error loading images' in the console, nothing on screen. */
export const BrokenFrame: Story = {
  args: { frames: frames.map((url, index) => (index === 3 ? '/images/spin/missing-frame.jpg' : url)) },
}

/** Without frames: the 'image not found' picture. */
export const NoFrames: Story = { args: { frames: [] } }

export const AllStates: Story = {
  decorators: [frame()],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: 24 }}>
      <SpinViewer {...args} />
      <SpinViewer {...args} autoRotateMs={null} startFrame={6} hotspots={demoHotspots.exterior} />
      <SpinViewer {...args} autoRotateMs={null} frames={spinFrames(24, '#9c2f2f')} startFrame={12} />
      <SpinViewer {...args} frames={[]} />
    </div>
  ),
}
