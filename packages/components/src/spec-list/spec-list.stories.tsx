import type { Meta, StoryObj } from '@storybook/react-vite'
import { frame } from '../test-utils/story-frame'
import { demoCaravanSections, demoSpecSections } from './fixtures'
import { SpecList } from './spec-list'

const meta = {
  title: 'Vehicle/SpecList',
  component: SpecList,
  args: { sections: demoSpecSections },
  decorators: [frame({ maxWidth: 960 })],
} satisfies Meta<typeof SpecList>

export default meta
type Story = StoryObj<typeof meta>

/** The first 4 rows; 'null', null and empty values are hidden. */
export const Collapsed: Story = {}

export const Expanded: Story = { args: { defaultExpanded: true } }

export const CaravanSpecs: Story = { args: { sections: demoCaravanSections, defaultExpanded: true } }

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <SpecList {...args} />
      <SpecList {...args} defaultExpanded />
      <SpecList sections={demoCaravanSections} />
    </div>
  ),
}
