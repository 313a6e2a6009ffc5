import type { Meta, StoryObj } from '@storybook/react-vite'
import { frame } from '../test-utils/story-frame'
import {
  brokenImage,
  demoEmbedVideo,
  demoImages,
  demoInlineVideo,
  notFoundImage,
} from '../vehicle-media/fixtures'
import { VehicleGallery } from './vehicle-gallery'

const meta = {
  title: 'Vehicle/VehicleGallery',
  component: VehicleGallery,
  args: { images: demoImages, fallbackImage: notFoundImage },
  decorators: [frame({ maxWidth: 760 })],
} satisfies Meta<typeof VehicleGallery>

export default meta
type Story = StoryObj<typeof meta>

/** Seven photos of an in-stock car: thumbnails show (more than 3 photos). */
export const Default: Story = {}

/** Three photos: no thumbnails ("thumbnails only with more than 3 images"). */
export const ThreePhotos: Story = { args: { images: demoImages.slice(0, 3) } }

/** A single photo: no buttons, no status. */
export const OnePhoto: Story = { args: { images: demoImages.slice(0, 1) } }

/** A sold car: no thumbnails even with seven photos. */
export const SoldCar: Story = { args: { carStatus: 'sold' } }

/** Opened on the fourth photo. */
export const Middle: Story = { args: { startIndex: 3 } }

/** An embed-style video (YouTube), framed, second by default. */
export const EmbedVideo: Story = { args: { video: demoEmbedVideo } }

/** A video file, playing inline, at the start. */
export const InlineVideoAtStart: Story = { args: { video: demoInlineVideo, videoPosition: 'start' } }

/** The video at the end. */
export const VideoAtEnd: Story = { args: { video: demoInlineVideo, videoPosition: 'end' } }

/** The third photo fails to load and shows the 'image not found' picture. */
export const BrokenPhoto: Story = {
  args: { images: [...demoImages.slice(0, 2), brokenImage, ...demoImages.slice(3)], startIndex: 2 },
}

/** A car without photos: the 'image not found' picture. */
export const NoPhotos: Story = { args: { images: [] } }

/** Without the Full screen button. */
export const WithoutFullScreen: Story = { args: { fullscreen: null } }

export const AllStates: Story = {
  decorators: [frame()],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: 24 }}>
      <VehicleGallery {...args} />
      <VehicleGallery {...args} images={demoImages.slice(0, 3)} />
      <VehicleGallery {...args} carStatus="sold" />
      <VehicleGallery {...args} video={demoEmbedVideo} startIndex={1} />
      <VehicleGallery {...args} video={demoInlineVideo} videoPosition="start" />
      <VehicleGallery {...args} images={[brokenImage]} />
      <VehicleGallery {...args} images={[]} />
    </div>
  ),
}
