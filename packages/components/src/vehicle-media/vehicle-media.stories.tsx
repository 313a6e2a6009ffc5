import type { Meta, StoryObj } from '@storybook/react-vite'
import { frame } from '../test-utils/story-frame'
import {
  demoEmbedVideo,
  demoHotspots,
  demoImages,
  demoInlineVideo,
  interiorPanorama,
  notFoundImage,
  spinFrames,
} from './fixtures'
import { VehicleMedia } from './vehicle-media'

const meta = {
  title: 'Vehicle/VehicleMedia',
  component: VehicleMedia,
  args: {
    name: '2023 Toyota RAV4 GX',
    images: demoImages,
    video: demoEmbedVideo,
    spinFrames: spinFrames(),
    spinFrameSize: { width: 320, height: 240 },
    walkaroundVideo: demoInlineVideo,
    interiorImage: interiorPanorama,
    hotspots: demoHotspots,
    fallbackImage: notFoundImage,
  },
  decorators: [frame({ maxWidth: 760 })],
} satisfies Meta<typeof VehicleMedia>

export default meta
type Story = StoryObj<typeof meta>

/** Every mode; opens on Spin 360 (the default), its viewer loaded on demand. */
export const AllModes: Story = {}

/** The tenant's default mode is the gallery ("gallery for one dealer"). */
export const GalleryFirst: Story = { args: { defaultMode: 'gallery' } }

/** No spin frames: opens on the walkaround video. */
export const WalkaroundFirst: Story = { args: { spinFrames: [] } }

/** Opened on the interior panorama. */
export const InteriorFirst: Story = { args: { initialMode: 'interior' } }

/** Photos and a video only: the gallery without tabs. */
export const GalleryOnly: Story = {
  args: { spinFrames: [], walkaroundVideo: null, interiorImage: null, hotspots: null },
}

/** The heavy viewers never arrive: the spin and interior panels keep their still pictures (as in server HTML). */
export const StillPictures: Story = { args: { viewers: { spin: null, interior: null } } }

/** A sold car without photos. */
export const NoPhotos: Story = {
  args: {
    images: [],
    video: null,
    spinFrames: [],
    walkaroundVideo: null,
    interiorImage: null,
    carStatus: 'sold',
  },
}

export const AllStates: Story = {
  decorators: [frame()],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(340px, 1fr))', gap: 24 }}>
      <VehicleMedia {...args} autoRotateMs={null} />
      <VehicleMedia {...args} defaultMode="gallery" />
      <VehicleMedia {...args} spinFrames={[]} />
      <VehicleMedia {...args} initialMode="interior" />
      <VehicleMedia {...args} spinFrames={[]} walkaroundVideo={null} interiorImage={null} />
      <VehicleMedia {...args} viewers={{ spin: null, interior: null }} />
    </div>
  ),
}
