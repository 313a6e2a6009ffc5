import type { Meta, StoryObj } from '@storybook/react-vite'
import { frame } from '../test-utils/story-frame'
import { FeatureList } from './feature-list'
import { demoFeatures } from './fixtures'

const meta = {
  title: 'Vehicle/FeatureList',
  component: FeatureList,
  args: { features: demoFeatures },
  decorators: [frame({ maxWidth: 960 })],
} satisfies Meta<typeof FeatureList>

export default meta
type Story = StoryObj<typeof meta>

/** The first 8 features and Show All. */
export const Collapsed: Story = {}

export const Expanded: Story = { args: { defaultExpanded: true } }

export const FewFeatures: Story = { args: { features: demoFeatures.slice(0, 5) } }

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <FeatureList {...args} />
      <FeatureList {...args} defaultExpanded />
      <FeatureList features={demoFeatures.slice(0, 5)} />
    </div>
  ),
}
