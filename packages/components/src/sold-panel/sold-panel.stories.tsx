import type { Meta, StoryObj } from '@storybook/react-vite'
import { frame } from '../test-utils/story-frame'
import { SoldPanel } from './sold-panel'

const meta = {
  title: 'Vehicle/SoldPanel',
  component: SoldPanel,
  args: { findSimilar: { href: '#find-similar' }, phone: '+61733334444' },
  decorators: [frame({ maxWidth: 360 })],
} satisfies Meta<typeof SoldPanel>

export default meta
type Story = StoryObj<typeof meta>

export const Sold: Story = {}

/** The site's no-stock option hides Find Me Something Similar; Call the dealer stays. */
export const NoStockOption: Story = { args: { findSimilar: null } }

/** A location without a phone: no Call the dealer. */
export const NoPhone: Story = { args: { phone: null } }

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <SoldPanel {...args} />
      <SoldPanel findSimilar={null} phone={args.phone} />
      <SoldPanel findSimilar={args.findSimilar} phone={null} />
    </div>
  ),
}
