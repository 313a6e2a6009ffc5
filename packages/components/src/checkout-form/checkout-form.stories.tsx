import type { Meta, StoryObj } from '@storybook/react-vite'
import { demoCar, demoValidate, enquiryFields, later, never } from '../form-fields/fixtures'
import type { SubmitResult } from '../form-fields/form-types'
import { frame } from '../test-utils/story-frame'
import { CheckoutForm } from './checkout-form'

const shopper = { name: 'Jordan Lee', email: 'jordan@example.com', phone: '0412345678' }

const meta = {
  title: 'Forms/CheckoutForm',
  component: CheckoutForm,
  args: {
    car: demoCar,
    fields: enquiryFields.slice(0, 3),
    validate: demoValidate,
    // Test card 4242 4242 4242 4242 pays; any other valid number is declined.
    onPay: (card): Promise<SubmitResult> =>
      later(
        card.number === '4242424242424242'
          ? { ok: true }
          : { ok: false, message: 'Your card was declined.', fieldErrors: { 'cc-number': 'Card declined' } },
      ),
  },
  decorators: [frame({ maxWidth: 1100 })],
} satisfies Meta<typeof CheckoutForm>

export default meta
type Story = StoryObj<typeof meta>

/** Idle. Pay with 4242 4242 4242 4242, any future expiry and any CVC. */
export const Idle: Story = {}

export const Errors: Story = {
  args: { initialErrors: { name: 'Please enter your name.', email: 'Please enter a valid email address.' } },
}

export const Submitting: Story = {
  args: { defaultValues: shopper, initialStatus: 'submitting', onPay: never },
}

export const Declined: Story = {
  args: {
    defaultValues: shopper,
    initialStatus: 'failure',
    initialMessage: 'Your card was declined.',
    initialErrors: { 'cc-number': 'Card declined' },
  },
}

export const Reserved: Story = { args: { initialStatus: 'success' } }

export const BuyOnline: Story = {
  args: { reserveAmountText: '$1,000', texts: { heading: 'Buy Online', submit: 'Pay deposit' } },
}

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 48 }}>
      <CheckoutForm {...args} />
      <CheckoutForm {...args} initialErrors={{ name: 'Please enter your name.' }} />
      <CheckoutForm {...args} defaultValues={shopper} initialStatus="submitting" onPay={never} />
      <CheckoutForm
        {...args}
        defaultValues={shopper}
        initialStatus="failure"
        initialMessage="Your card was declined."
      />
      <CheckoutForm {...args} initialStatus="success" />
    </div>
  ),
}
