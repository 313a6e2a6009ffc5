import type { Meta, StoryObj } from '@storybook/react-vite'
import { frame } from '../test-utils/story-frame'
import { SoldPanel } from './sold-panel'

const meta = {
  title: 'Vehicle/SoldPanel',
  component: SoldPanel,
  args: { findSimilar: { href: '#find-similar' } },
  decorators: [frame({ maxWidth: 360 })],
} satisfies Meta<typeof SoldPanel>

export default meta
type Story = StoryObj<typeof meta>

export const Sold: Story = {}

/** The site's no-stock option hides Find Me Something Similar. */
export const NoStockOption: Story = { args: { findSimilar: null } }

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <SoldPanel {...args} />
      <SoldPanel findSimilar={null} />
    </div>
  ),
}
