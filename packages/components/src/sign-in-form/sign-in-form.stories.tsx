import type { Meta, StoryObj } from '@storybook/react-vite'
import { later } from '../form-fields/fixtures'
import type { SubmitResult } from '../form-fields/form-types'
import { frame } from '../test-utils/story-frame'
import { SignInForm } from './sign-in-form'

/** 123456 is the right code. */
const verify = (_identifier: string, code: string): Promise<SubmitResult> =>
  later(
    code === '123456'
      ? { ok: true }
      : { ok: false, message: 'That code is not right. Check it and try again.' },
  )

const meta = {
  title: 'Forms/SignInForm',
  component: SignInForm,
  args: {
    onRequestCode: (): Promise<SubmitResult> => later({ ok: true }),
    onVerify: verify,
    reason: 'Sign in to save cars to your watchlist',
  },
  decorators: [frame({ maxWidth: 480 })],
} satisfies Meta<typeof SignInForm>

export default meta
type Story = StoryObj<typeof meta>

/** Destination step; the code step accepts 123456. */
export const Destination: Story = {}

export const DefaultHeading: Story = { args: { reason: undefined } }

export const Code: Story = { args: { initialStep: 'code', defaultIdentifier: '0412 345 678' } }

export const RequestFails: Story = {
  args: {
    onRequestCode: () => later({ ok: false, message: 'Too many attempts. Try again in a minute.' }),
  },
}

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 40 }}>
      <SignInForm {...args} headingLevel={2} />
      <SignInForm {...args} headingLevel={2} reason="Sign in to get your trade-in valuation" />
      <SignInForm {...args} headingLevel={2} initialStep="code" defaultIdentifier="jo@example.com" />
    </div>
  ),
}
