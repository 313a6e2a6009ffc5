import type { Meta, StoryObj } from '@storybook/react-vite'
import { frame } from '../test-utils/story-frame'
import { CallButton, PhoneReveal } from './phone-reveal'

const meta = {
  title: 'Vehicle/PhoneReveal',
  component: PhoneReveal,
  args: { phone: '+61733334444' },
  decorators: [frame()],
} satisfies Meta<typeof PhoneReveal>

export default meta
type Story = StoryObj<typeof meta>

/** Masked after the first 5 characters; click to reveal. */
export const Masked: Story = {}

export const Revealed: Story = { args: { showNumber: true } }

export const TollFree: Story = { args: { phone: '1300123456', showNumber: true } }

export const CallNow: Story = { render: (args) => <CallButton phone={args.phone} /> }

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center', flexWrap: 'wrap' }}>
      <PhoneReveal {...args} />
      <PhoneReveal {...args} showNumber />
      <PhoneReveal phone="1300123456" showNumber />
      <CallButton phone={args.phone} />
      <CallButton phone={args.phone} variant="primary" />
    </div>
  ),
}
