import type { Meta, StoryObj } from '@storybook/react-vite'
import { frame } from '../test-utils/story-frame'
import { demoEmbedSrc, gosfordMap, toowoombaMap } from '../vehicle-map/fixtures'
import { LocationMap } from './location-map'

const meta = {
  title: 'Locations/LocationMap',
  component: LocationMap,
  args: { name: 'Wattle Bay Kia Gosford - Sales', map: gosfordMap },
  decorators: [frame({ maxWidth: 640 })],
} satisfies Meta<typeof LocationMap>

export default meta
type Story = StoryObj<typeof meta>

/** The inline map: no key, no network. */
export const Default: Story = {}

/** Other locations of the group pinned too. */
export const WithOtherLocations: Story = {
  args: { name: 'Bunya Range Toowoomba - Sales', map: toowoombaMap },
}

/** A tenant with a Google Maps key: the embed replaces the inline map once in view (a local stand-in page here). */
export const GoogleEmbed: Story = { args: { googleEmbedSrc: demoEmbedSrc } }

/** Every state side by side. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <LocationMap {...args} />
      <LocationMap {...args} name="Bunya Range Toowoomba - Sales" map={toowoombaMap} />
      <LocationMap {...args} googleEmbedSrc={demoEmbedSrc} />
    </div>
  ),
}
