import type { Meta, StoryObj } from '@storybook/react-vite'
import { frame } from '../test-utils/story-frame'
import { StarRating } from './star-rating'

const meta = {
  title: 'Locations/StarRating',
  component: StarRating,
  args: { rating: 4.6 },
  decorators: [frame()],
} satisfies Meta<typeof StarRating>

export default meta
type Story = StoryObj<typeof meta>

/** 4.6: four full stars and a partial fifth. */
export const Default: Story = {}

export const Perfect: Story = { args: { rating: 5 } }

export const Half: Story = { args: { rating: 2.5 } }

/** Every state side by side. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {[0, 1, 2.5, 3.7, 4, 4.6, 5].map((rating) => (
        <p key={rating} style={{ margin: 0 }}>
          <StarRating rating={rating} /> {rating}
        </p>
      ))}
    </div>
  ),
}
