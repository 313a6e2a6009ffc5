import { fixedFeeSchedules } from '@forecourt/finance-math'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { frame } from '../test-utils/story-frame'
import { FinanceCalculator } from './finance-calculator'

const disclaimer =
  'Finance is provided by Example Lending Pty Ltd, Australian Credit Licence 123456, to approved applicants only. ' +
  'Fees and charges apply. The estimate assumes a secured consumer loan, excludes government charges and is not a ' +
  'quote or an offer of credit. Terms, conditions and lending criteria apply.'

const meta = {
  title: 'Vehicle/FinanceCalculator',
  component: FinanceCalculator,
  args: { price: 42990, disclaimer, onFirstChange: () => undefined },
  decorators: [frame({ maxWidth: 1120 })],
} satisfies Meta<typeof FinanceCalculator>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** No price: the amount starts at $30,000. */
export const WithoutPrice: Story = { args: { price: undefined } }

/** The lender's rates, shown as a pair, and its rate as the starting interest. */
export const WithLender: Story = {
  args: { disclaimer: undefined, lender: { interestRate: 8.99, comparisonRate: 9.45 } },
}

/** Quotes loading: '...' placeholders. */
export const Loading: Story = {
  args: { loading: true, lender: { interestRate: 8.99, comparisonRate: 9.45 } },
}

/** A tiny amount: 'Enquire for Finance'. */
export const EnquireForFinance: Story = { args: { price: 2000 } }

/** A price above the maximum is clamped to $250,000. */
export const ClampedPrice: Story = { args: { price: 320000 } }

/** One provider: raised minimum, narrow interest, no frequency selector. */
export const ProviderPreset: Story = {
  args: { preset: { loanMinimum: 'raised', interestRange: 'narrow', hideFrequency: true } },
}

/** One dealer group: interest and residual hidden, short terms, monthly. */
export const DealerPreset: Story = {
  args: {
    preset: { hideInterestAndResidual: true, termOptions: [1, 2, 3, 4, 5] },
    defaults: { frequency: 'monthly', interestPercent: 12.94 },
  },
}

export const FixedFees: Story = { args: { fixedFees: fixedFeeSchedules['dealer-fixed'] } }

export const PremiumQuickPicks: Story = {
  args: { price: 420000, quickPicks: 'premium', preset: { loanMaximum: 'premium' } },
}

export const ShortDisclaimer: Story = {
  args: { disclaimer: 'Approved applicants only. Fees and charges apply.' },
}

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <FinanceCalculator {...args} id="finance-default" />
      <FinanceCalculator
        {...args}
        id="finance-lender"
        lender={{ interestRate: 8.99, comparisonRate: 9.45 }}
      />
      <FinanceCalculator {...args} id="finance-loading" loading />
      <FinanceCalculator {...args} id="finance-enquire" price={2000} />
      <FinanceCalculator
        {...args}
        id="finance-dealer"
        preset={{ hideInterestAndResidual: true, hideFrequency: true, termRange: 'short' }}
      />
    </div>
  ),
}
