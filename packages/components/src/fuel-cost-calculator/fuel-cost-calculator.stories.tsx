import type { Meta, StoryObj } from '@storybook/react-vite'
import { frame } from '../test-utils/story-frame'
import { FuelCostCalculator } from './fuel-cost-calculator'

const meta = {
  title: 'Vehicle/FuelCostCalculator',
  component: FuelCostCalculator,
  decorators: [frame({ maxWidth: 960 })],
} satisfies Meta<typeof FuelCostCalculator>

export default meta
type Story = StoryObj<typeof meta>

/** The spec's defaults: 250/100 × 10 × 1.70 = $42.50 per week. */
export const Default: Story = {}

/** The site passes the car's combined consumption. */
export const CarConsumption: Story = { args: { consumption: 7.9 } }

export const CustomTexts: Story = {
  args: { texts: { heading: 'What will it cost to run?', note: 'Based on your own figures.' } },
}

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <FuelCostCalculator />
      <FuelCostCalculator consumption={7.9} pricePerLitre={2.05} distanceKm={500} />
    </div>
  ),
}
