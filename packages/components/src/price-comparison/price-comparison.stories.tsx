import type { AutogaugeResponse } from '@forecourt/stock-rules'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { frame } from '../test-utils/story-frame'
import { PriceComparison } from './price-comparison'

const gauge: AutogaugeResponse = {
  fill: 0.72,
  listing_price: 19990,
  market_range_min: 18000,
  market_range_max: 22000,
  confidence: 0.8,
  description: 'Priced below similar cars for sale in QLD.',
}

const meta = {
  title: 'Vehicle/PriceComparison',
  component: PriceComparison,
  args: { state: { status: 'ready', gauge } },
  decorators: [frame({ maxWidth: 560 })],
} satisfies Meta<typeof PriceComparison>

export default meta
type Story = StoryObj<typeof meta>

/** Great deal (fill 0.72, high band): counts up over 2 seconds. */
export const GreatDeal: Story = {}

/** Good deal (fill 0.45, medium band). */
export const GoodDeal: Story = { args: { state: { status: 'ready', gauge: { ...gauge, fill: 0.45 } } } }

/** Low band, filled to the 20% minimum. */
export const MinimumFill: Story = { args: { state: { status: 'ready', gauge: { ...gauge, fill: 0.1 } } } }

export const Loading: Story = { args: { state: { status: 'loading' } } }

/** Failure or empty response: nothing renders. */
export const Hidden: Story = { args: { state: { status: 'hidden' } } }

/** Confidence 0.2 or below: nothing renders. */
export const LowConfidence: Story = {
  args: { state: { status: 'ready', gauge: { ...gauge, confidence: 0.15 } } },
}

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <PriceComparison state={{ status: 'loading' }} />
      <PriceComparison state={{ status: 'ready', gauge: { ...gauge, fill: 0.1 } }} />
      <PriceComparison state={{ status: 'ready', gauge: { ...gauge, fill: 0.45 } }} />
      <PriceComparison state={{ status: 'ready', gauge }} />
      <PriceComparison state={{ status: 'hidden' }} />
    </div>
  ),
}
