import type { Meta, StoryObj } from '@storybook/react-vite'
import { demoLocationCards, gosfordSales, toowoombaSales } from '../location-card/fixtures'
import { frame } from '../test-utils/story-frame'
import { LocationBlock } from './location-block'

const meta = {
  title: 'Locations/LocationBlock',
  component: LocationBlock,
  args: { locations: demoLocationCards },
  decorators: [frame({ maxWidth: 1280 })],
} satisfies Meta<typeof LocationBlock>

export default meta
type Story = StoryObj<typeof meta>

/** 'all', four locations: a four-column grid on wide screens. */
export const Default: Story = {}

/** One location: the single large card with its map. */
export const Single: Story = { args: { locations: [gosfordSales] } }

export const TwoColumns: Story = { args: { locations: demoLocationCards.slice(0, 2) } }

export const ThreeColumns: Story = { args: { locations: demoLocationCards.slice(0, 3) } }

/** Filter 'service' (service and service-and-parts locations). */
export const ServiceFilter: Story = { args: { filter: 'service' } }

/** Filter 'primary'. */
export const PrimaryFilter: Story = { args: { filter: 'primary' } }

/** The tabbed embedded map of tenants with locations.blockLayout 'tabbed-map'. */
export const TabbedMap: Story = { args: { locations: [gosfordSales, toowoombaSales], layout: 'tabbed-map' } }

/** Every state side by side. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <LocationBlock {...args} title="Four: grid of 4" />
      <LocationBlock {...args} locations={demoLocationCards.slice(0, 3)} title="Three: grid of 3" />
      <LocationBlock {...args} locations={demoLocationCards.slice(0, 2)} title="Two: grid of 2" />
      <LocationBlock {...args} locations={[gosfordSales]} title="One: large card" />
      <LocationBlock
        {...args}
        locations={[gosfordSales, toowoombaSales]}
        layout="tabbed-map"
        title="Tabbed map"
      />
    </div>
  ),
}
