import type { Meta, StoryObj } from '@storybook/react-vite'
import { frame } from '../test-utils/story-frame'
import { ShowMoreToggle } from './show-more-toggle'

const meta = {
  title: 'Vehicle/ShowMoreToggle',
  component: ShowMoreToggle,
  args: {
    expanded: false,
    onToggle: () => undefined,
    controls: 'list',
    moreLabel: 'Show More',
    lessLabel: 'Show Less',
  },
  decorators: [frame()],
} satisfies Meta<typeof ShowMoreToggle>

export default meta
type Story = StoryObj<typeof meta>

export const Collapsed: Story = {}

export const Expanded: Story = { args: { expanded: true } }

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24 }}>
      <ShowMoreToggle {...args} expanded={false} />
      <ShowMoreToggle {...args} expanded />
    </div>
  ),
}
