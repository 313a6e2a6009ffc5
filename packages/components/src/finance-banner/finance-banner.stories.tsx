import type { Meta, StoryObj } from '@storybook/react-vite'
import { frame } from '../test-utils/story-frame'
import { FinanceAvailableBanner } from './finance-banner'

const meta = {
  title: 'Vehicle/FinanceAvailableBanner',
  component: FinanceAvailableBanner,
  args: { weekly: 147 },
  decorators: [frame({ maxWidth: 720 })],
} satisfies Meta<typeof FinanceAvailableBanner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithRates: Story = { args: { rates: { interestRate: 8.99, comparisonRate: 9.45 } } }

export const EnquireForFinance: Story = { args: { weekly: 20 } }

export const Loading: Story = { args: { loading: true } }

export const WithoutFigure: Story = { args: { weekly: null } }

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <FinanceAvailableBanner {...args} />
      <FinanceAvailableBanner {...args} rates={{ interestRate: 8.99, comparisonRate: 9.45 }} />
      <FinanceAvailableBanner {...args} weekly={20} />
      <FinanceAvailableBanner {...args} loading />
      <FinanceAvailableBanner {...args} weekly={null} />
    </div>
  ),
}
