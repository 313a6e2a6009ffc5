import type { Meta, StoryObj } from '@storybook/react-vite'
import { frame } from '../test-utils/story-frame'
import { FinanceSlider } from './finance-slider'

const meta = {
  title: 'Vehicle/FinanceSlider',
  component: FinanceSlider,
  args: { price: 42990 },
  decorators: [frame({ maxWidth: 360 })],
} satisfies Meta<typeof FinanceSlider>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const StretchedAbovePrice: Story = {
  args: { price: 120000, preset: { loanMaximum: 'sidebar-stretch' } },
}

export const Monthly: Story = { args: { frequency: 'monthly', termYears: 5 } }

export const WithoutPrice: Story = { args: { price: null } }
