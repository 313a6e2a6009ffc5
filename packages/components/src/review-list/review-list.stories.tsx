import type { Meta, StoryObj } from '@storybook/react-vite'
import { gosfordReviews } from '../location-card/fixtures'
import { frame } from '../test-utils/story-frame'
import { ReviewList, ReviewSummary } from './review-list'

const meta = {
  title: 'Locations/ReviewList',
  component: ReviewList,
  args: { reviews: gosfordReviews },
  decorators: [frame({ maxWidth: 960 })],
} satisfies Meta<typeof ReviewList>

export default meta
type Story = StoryObj<typeof meta>

/** Reviews with stars, dates and a dealer reply. */
export const Default: Story = {}

/** No reviews: nothing is shown. */
export const Empty: Story = { args: { reviews: [] } }

/** The summary: average rating and 'Based on N reviews'. */
export const Summary: Story = { render: () => <ReviewSummary average={4.6} count={275} /> }

/** Every state side by side. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <ReviewSummary average={4.6} count={275} />
      <ReviewList {...args} />
      <ReviewList reviews={[]} />
    </div>
  ),
}
