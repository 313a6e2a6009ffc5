import type { Meta, StoryObj } from '@storybook/react-vite'
import { demoValidate, enquiryFields, later, never } from '../form-fields/fixtures'
import type { FormValues, SubmitResult } from '../form-fields/form-types'
import { frame } from '../test-utils/story-frame'
import { MultiStepForm, type FormStep } from './multi-step-form'
import { StepProgress } from './step-progress'

const steps: FormStep[] = [
  { id: 'you', title: 'Your details', fields: enquiryFields.slice(0, 3) },
  { id: 'enquiry', title: 'Your enquiry', fields: enquiryFields.slice(3, 5) },
  {
    id: 'finance',
    title: 'Finance',
    fields: [
      { name: 'budget', label: 'Budget', kind: 'money', required: false },
      { name: 'trade', label: 'I have a car to trade in', kind: 'checkbox', required: false },
    ],
  },
  { id: 'confirm', title: 'Confirm', fields: enquiryFields.slice(5, 6) },
]

const filled: FormValues = {
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  phone: '0412345678',
  category: 'sales',
  message: 'Looking for a family SUV.',
}

const meta = {
  title: 'Forms/MultiStepForm',
  component: MultiStepForm,
  args: {
    steps,
    validate: demoValidate,
    title: 'Enquire Now',
    onSubmit: (): Promise<SubmitResult> => later({ ok: true }),
  },
  decorators: [frame({ maxWidth: 560 })],
} satisfies Meta<typeof MultiStepForm>

export default meta
type Story = StoryObj<typeof meta>

/** First step. Next checks the step; Back keeps every value. */
export const FirstStep: Story = {}

export const MiddleStep: Story = { args: { defaultValues: filled, initialStep: 1 } }

export const LastStep: Story = { args: { defaultValues: filled, initialStep: 3 } }

export const StepErrors: Story = { args: { initialErrors: { name: 'Please enter your name.' } } }

export const Submitting: Story = {
  args: { defaultValues: filled, initialStep: 3, initialStatus: 'submitting', onSubmit: never },
}

export const Failure: Story = {
  args: {
    defaultValues: filled,
    initialStep: 3,
    initialStatus: 'failure',
    initialMessage: 'An unexpected error occured',
    onSubmit: (): Promise<SubmitResult> => later({ ok: false, message: 'An unexpected error occured' }),
  },
}

export const Success: Story = { args: { initialStatus: 'success' } }

export const Progress: Story = {
  render: () => <StepProgress steps={steps.map((step) => step.title)} current={1} />,
}

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <MultiStepForm {...args} title="First step" />
      <MultiStepForm {...args} title="Middle step" defaultValues={filled} initialStep={1} />
      <MultiStepForm {...args} title="Step errors" initialErrors={{ name: 'Please enter your name.' }} />
      <MultiStepForm
        {...args}
        title="Submitting"
        defaultValues={filled}
        initialStep={3}
        initialStatus="submitting"
        onSubmit={never}
      />
      <MultiStepForm
        {...args}
        title="Failure"
        defaultValues={filled}
        initialStep={3}
        initialStatus="failure"
        initialMessage="An unexpected error occured"
      />
      <MultiStepForm {...args} title="Success" initialStatus="success" />
    </div>
  ),
}
