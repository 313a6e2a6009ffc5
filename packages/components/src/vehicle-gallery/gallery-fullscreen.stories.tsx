import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { brokenImage, demoEmbedVideo, demoImages, notFoundImage } from '../vehicle-media/fixtures'
import { GalleryFullscreen, type GalleryFullscreenProps } from './gallery-fullscreen'
import { gallerySlides } from './gallery-slides'

const slides = gallerySlides(demoImages, demoEmbedVideo, 'second', notFoundImage, 'Image not found')

const meta = {
  title: 'Vehicle/GalleryFullscreen',
  component: GalleryFullscreen,
  args: { slides, index: 0, fallbackImage: notFoundImage, onClose: () => undefined },
} satisfies Meta<typeof GalleryFullscreen>

export default meta
type Story = StoryObj<typeof meta>

/** The first photo, full screen. */
export const FirstPhoto: Story = {}

/** The video slide. */
export const Video: Story = { args: { index: 1 } }

/** The last photo: Next is disabled. */
export const LastPhoto: Story = { args: { index: slides.length - 1 } }

/** A photo that fails to load. */
export const BrokenPhoto: Story = {
  args: { slides: gallerySlides([brokenImage], null, 'second', notFoundImage, 'Image not found') },
}

/** The dialog inside a box of its own (its `container`), so several fit on one page. */
function Boxed(props: GalleryFullscreenProps) {
  const [box, setBox] = useState<HTMLDivElement | null>(null)
  return (
    <div
      ref={setBox}
      style={{ position: 'relative', height: 360, overflow: 'hidden', transform: 'translateZ(0)' }}
    >
      {box ? <GalleryFullscreen {...props} container={box} /> : null}
    </div>
  )
}

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(420px, 1fr))', gap: 16 }}>
      <Boxed {...args} index={0} />
      <Boxed {...args} index={1} />
      <Boxed {...args} index={slides.length - 1} />
      <Boxed
        {...args}
        slides={gallerySlides([brokenImage], null, 'second', notFoundImage, 'Image not found')}
      />
    </div>
  ),
}
