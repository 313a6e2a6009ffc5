import type { Meta, StoryObj } from '@storybook/react-vite'
import { erinaUsed, gosfordSales, toowoombaSales } from '../location-card/fixtures'
import { frame } from '../test-utils/story-frame'
import { DealerLocator, type LocatorResult } from './dealer-locator'

const sorted: LocatorResult[] = [
  { location: gosfordSales, distanceKm: 2.4 },
  { location: erinaUsed, distanceKm: 7.5 },
  { location: toowoombaSales, distanceKm: 712.9 },
]

const meta = {
  title: 'Locations/DealerLocator',
  component: DealerLocator,
  args: {
    results: sorted.map((result) => ({ ...result, distanceKm: null })),
    onSearch: () => {},
    onLocate: () => {},
  },
  decorators: [frame({ maxWidth: 1280 })],
} satisfies Meta<typeof DealerLocator>

export default meta
type Story = StoryObj<typeof meta>

/** Before a search: every location, no distances. */
export const Default: Story = {}

/** Sorted by distance from a postcode. */
export const ByPostcode: Story = { args: { results: sorted, postcode: '2250', origin: 'postcode' } }

/** Sorted by distance from the browser's position. */
export const ByPosition: Story = { args: { results: sorted, origin: 'position' } }

/** A postcode the server could not place. */
export const InvalidPostcode: Story = { args: { postcode: '0000', error: 'Invalid postcode' } }

/** No geolocation in this browser: the button explains itself when pressed. */
export const NoGeolocation: Story = { args: { geolocation: null } }
