import type { Meta, StoryObj } from '@storybook/react-vite'
import { PaymentLogos } from './payment-logos'

const meta = {
  title: 'Shell/PaymentLogos',
  component: PaymentLogos,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof PaymentLogos>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const CardsOnly: Story = { args: { methods: ['mastercard', 'visa', 'maestro'] } }

export const WalletsOnly: Story = { args: { methods: ['google-pay', 'apple-pay'] } }
