import type { Meta, StoryObj } from '@storybook/react-vite'
import { frame } from '../test-utils/story-frame'
import { erinaUsed, gosfordParts, gosfordSales, gosfordService } from './fixtures'
import { LocationCard } from './location-card'

const meta = {
  title: 'Locations/LocationCard',
  component: LocationCard,
  args: { location: gosfordSales },
  decorators: [frame({ maxWidth: 420 })],
} satisfies Meta<typeof LocationCard>

export default meta
type Story = StoryObj<typeof meta>

/** No image: the inline map shows instead, with stars, hours, licence and every action. */
export const Default: Story = {}

/** A location image. */
export const WithImage: Story = { args: { location: gosfordService } }

/** No phone, no rating, no stock link. */
export const Minimal: Story = { args: { location: gosfordParts } }

/** The dealer locator's card, with the distance from the shopper. */
export const WithDistance: Story = { args: { location: erinaUsed, distanceKm: 7.4 } }

/** The single large card of a one-location block: details beside the map. */
export const Large: Story = { args: { size: 'large' }, decorators: [frame({ maxWidth: 960 })] }

/** Every state side by side. */
export const AllStates: Story = {
  decorators: [frame({ maxWidth: 1200 })],
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' }}>
      <LocationCard location={gosfordSales} />
      <LocationCard location={gosfordService} />
      <LocationCard location={gosfordParts} />
      <LocationCard location={erinaUsed} distanceKm={7.4} />
    </div>
  ),
}
