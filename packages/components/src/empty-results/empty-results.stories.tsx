import type { Meta, StoryObj } from '@storybook/react-vite'
import { EmptyResults } from './empty-results'
import { frame } from '../test-utils/story-frame'

const meta = {
  title: 'Search/EmptyResults',
  component: EmptyResults,
  args: { clearHref: '/search/new-used-and-demo-cars' },
  decorators: [frame()],
} satisfies Meta<typeof EmptyResults>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Offers: Story = {
  args: {
    clearHref: '/offers',
    text: 'There appears to be no offers currently available that meet the conditions of your search',
  },
}
