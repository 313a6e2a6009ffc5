import type { Meta, StoryObj } from '@storybook/react-vite'
import { frame } from '../test-utils/story-frame'
import { demoEmbedSrc, gosford, gosfordMap, toowoomba, toowoombaMap } from './fixtures'
import { VehicleMap } from './vehicle-map'

const meta = {
  title: 'Vehicle/VehicleMap',
  component: VehicleMap,
  args: { location: gosford, map: gosfordMap },
  decorators: [frame({ maxWidth: 960 })],
} satisfies Meta<typeof VehicleMap>

export default meta
type Story = StoryObj<typeof meta>

/** The inline map: no key, no network. */
export const Default: Story = {}

/** The dealer group's other locations in view are pinned too, smaller and muted. */
export const WithOtherLocations: Story = { args: { location: toowoomba, map: toowoombaMap } }

/**
 * A tenant with a Google Maps key: the embed replaces the inline map once the section scrolls into view (here a local
 * stand-in page, so the story needs no key).
 */
export const GoogleEmbed: Story = { args: { googleEmbedSrc: demoEmbedSrc } }

/** No map data and no key: the address, phone and directions only. */
export const AddressOnly: Story = { args: { map: null } }

export const NoPhone: Story = { args: { location: { ...gosford, phone: null } } }

export const CustomTexts: Story = {
  args: {
    headingLevel: 3,
    texts: { heading: 'Where to find this car', directions: 'Directions' },
  },
}

/** Every state side by side. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <VehicleMap {...args} id="map-inline" texts={{ heading: 'Inline map' }} />
      <VehicleMap
        {...args}
        id="map-others"
        location={toowoomba}
        map={toowoombaMap}
        texts={{ heading: 'Other locations pinned' }}
      />
      <VehicleMap
        {...args}
        id="map-embed"
        googleEmbedSrc={demoEmbedSrc}
        texts={{ heading: 'Google embed' }}
      />
      <VehicleMap {...args} id="map-none" map={null} texts={{ heading: 'Address only' }} />
    </div>
  ),
}
