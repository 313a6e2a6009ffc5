import type { Meta, StoryObj } from '@storybook/react-vite'
import { frame } from '../test-utils/story-frame'
import { FinanceEstimateBox } from './finance-estimate-box'

const meta = {
  title: 'Vehicle/FinanceEstimateBox',
  component: FinanceEstimateBox,
  args: { price: 40000, href: '#finance-calculator' },
  decorators: [frame({ maxWidth: 400 })],
} satisfies Meta<typeof FinanceEstimateBox>

export default meta
type Story = StoryObj<typeof meta>

/** The configured rate (10%), not shown without its comparison rate. */
export const Default: Story = {}

export const WithRates: Story = { args: { rates: { interestRate: 9, comparisonRate: 9.6 } } }

export const EnquireForFinance: Story = { args: { price: 2000 } }

export const Loading: Story = { args: { loading: true } }

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <FinanceEstimateBox {...args} />
      <FinanceEstimateBox {...args} rates={{ interestRate: 9, comparisonRate: 9.6 }} />
      <FinanceEstimateBox {...args} price={2000} />
      <FinanceEstimateBox {...args} loading />
    </div>
  ),
}
