import type { Meta, StoryObj } from '@storybook/react-vite'
import { frame } from '../test-utils/story-frame'
import { demoKeyInformation } from './fixtures'
import { KeyInformation } from './key-information'

const meta = {
  title: 'Vehicle/KeyInformation',
  component: KeyInformation,
  args: { items: demoKeyInformation },
  decorators: [frame({ maxWidth: 960 })],
} satisfies Meta<typeof KeyInformation>

export default meta
type Story = StoryObj<typeof meta>

/** The first 4 entries; the 'null' and empty values are hidden. */
export const Collapsed: Story = {}

export const Expanded: Story = { args: { defaultExpanded: true } }

export const FewEntries: Story = { args: { items: demoKeyInformation.slice(0, 3) } }

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <KeyInformation {...args} />
      <KeyInformation {...args} defaultExpanded />
      <KeyInformation {...args} items={demoKeyInformation.slice(0, 3)} />
    </div>
  ),
}
