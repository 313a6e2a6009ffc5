import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { AppointmentPicker } from '../appointment-picker/appointment-picker'
import { demoDays } from '../appointment-picker/fixtures'
import {
  demoValidate,
  enquiryFields,
  filledEnquiry,
  later,
  never,
  tradeInFields,
} from '../form-fields/fixtures'
import type { FormValues, SubmitResult } from '../form-fields/form-types'
import { frame } from '../test-utils/story-frame'
import { LeadForm } from './lead-form'

const meta = {
  title: 'Forms/LeadForm',
  component: LeadForm,
  args: {
    fields: enquiryFields,
    validate: demoValidate,
    title: 'Enquire Now',
    onSubmit: (): Promise<SubmitResult> => later({ ok: true }),
  },
  decorators: [frame({ maxWidth: 560 })],
} satisfies Meta<typeof LeadForm>

export default meta
type Story = StoryObj<typeof meta>

/** Idle. Submit empty to see the error summary, or fill it in to see success. */
export const Idle: Story = {}

export const ValidationErrors: Story = {
  args: {
    fields: tradeInFields,
    title: 'Get a trade-in estimate',
    submitLabel: 'Get My Estimate',
    initialErrors: demoValidate({
      name: '',
      last_name: '',
      postcode: '40',
      phone: '',
      email: '',
      disclaimer: false,
    }),
    defaultValues: { postcode: '40' },
  },
}

/** Submitting: the request never settles, so the spinner stays after a submit. */
export const Submitting: Story = {
  args: { defaultValues: filledEnquiry, onSubmit: never, initialStatus: 'submitting' },
}

export const Success: Story = { args: { initialStatus: 'success' } }

/** Failure: the returned message in the alert, every value kept; submitting again fails the same way. */
export const Failure: Story = {
  args: {
    defaultValues: filledEnquiry,
    initialStatus: 'failure',
    initialMessage: 'An unexpected error occured',
    onSubmit: (): Promise<SubmitResult> => later({ ok: false, message: 'An unexpected error occured' }),
  },
}

/** The test drive form: the booking date rendered by an AppointmentPicker through `renderField`. */
export const TestDrive: Story = {
  render: (args) => {
    function TestDriveForm() {
      const [values, setValues] = useState<FormValues>({})
      return (
        <LeadForm
          {...args}
          title="Book a Test Drive"
          submitLabel="Book a Test Drive"
          fields={[
            ...enquiryFields.slice(0, 3),
            { name: 'booking_date', label: 'Test Drive Booking Date', kind: 'date', required: false },
            { name: 'message', label: 'Message', kind: 'textarea', required: false },
          ]}
          values={values}
          onValuesChange={setValues}
          renderField={(field, control) =>
            field.name === 'booking_date' ? (
              <AppointmentPicker
                id={control.id}
                slots={demoDays}
                name={field.name}
                value={String(control.value) || null}
                onChange={control.onChange}
                error={control.error}
              />
            ) : undefined
          }
        />
      )
    }
    return <TestDriveForm />
  },
}

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <LeadForm {...args} title="Idle" />
      <LeadForm
        {...args}
        title="Validation errors"
        initialErrors={demoValidate({ name: '', email: 'x', phone: '', category: '', message: '' })}
      />
      <LeadForm
        {...args}
        title="Submitting"
        defaultValues={filledEnquiry}
        initialStatus="submitting"
        onSubmit={never}
      />
      <LeadForm {...args} title="Success" initialStatus="success" />
      <LeadForm
        {...args}
        title="Failure"
        defaultValues={filledEnquiry}
        initialStatus="failure"
        initialMessage="An unexpected error occured"
      />
    </div>
  ),
}
