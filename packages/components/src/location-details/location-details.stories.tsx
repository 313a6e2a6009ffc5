import type { Meta, StoryObj } from '@storybook/react-vite'
import { gosfordDepartments } from '../location-card/fixtures'
import { frame } from '../test-utils/story-frame'
import { gosfordDetails } from './fixtures'
import { LocationDetails } from './location-details'

const meta = {
  title: 'Locations/LocationDetails',
  component: LocationDetails,
  args: { location: gosfordDetails },
  decorators: [frame({ maxWidth: 1280 })],
} satisfies Meta<typeof LocationDetails>

export default meta
type Story = StoryObj<typeof meta>

/** Address, review summary, hours with the department selector and Holiday Hours, map and reviews. */
export const Default: Story = {}

/** A single department without reviews or map: no selector, no summary, no reviews. */
export const Minimal: Story = {
  args: {
    location: {
      ...gosfordDetails,
      departments: gosfordDepartments.slice(1, 2),
      rating: null,
      reviews: [],
      map: null,
      dealerLicence: null,
    },
  },
}

/** With the enquiry form slot filled. */
export const WithForm: Story = {
  args: { children: <div className="fc-panel">The location's enquiry form goes here.</div> },
}
