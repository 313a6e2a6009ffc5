import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { frame } from '../test-utils/story-frame'
import { ErrorSummary } from './error-summary'
import { FormAlert } from './form-alert'
import { FormFieldControl } from './form-field-control'
import type { FormField } from './form-types'
import { HoneypotField } from './honeypot-field'
import { SubmitButton } from './submit-button'

const kinds: FormField[] = [
  { name: 'name', label: 'First Name', kind: 'text', required: true, autoComplete: 'given-name' },
  { name: 'email', label: 'Email Address', kind: 'email', required: true },
  { name: 'phone', label: 'Mobile Number', kind: 'tel', required: true },
  {
    name: 'postcode',
    label: 'Postcode',
    kind: 'postcode',
    required: true,
    description: 'Where the car is kept.',
  },
  { name: 'budget', label: 'Budget', kind: 'money', required: false },
  { name: 'km', label: 'Kilometres', kind: 'number', required: false },
  { name: 'date', label: 'Preferred date', kind: 'date', required: false },
  {
    name: 'category',
    label: 'Enquiry type',
    kind: 'select',
    required: true,
    options: [
      { value: 'sales', label: 'Sales' },
      { value: 'service', label: 'Service' },
    ],
  },
  { name: 'message', label: 'Comments', kind: 'textarea', required: true },
  { name: 'disclaimer', label: 'I agree to the terms of use', kind: 'checkbox', required: true },
  {
    name: 'additional_services',
    label: 'Additional Services',
    kind: 'checkboxes',
    required: false,
    options: ['Wheel alignment', 'Tyre rotation', 'Car wash and vacuum'].map((service) => ({
      value: service,
      label: service,
    })),
  },
]

function Live({ field, error }: { field: FormField; error?: string }) {
  const [value, setValue] = useState<string | boolean>(field.kind === 'checkbox' ? false : '')
  return <FormFieldControl field={field} value={value} onChange={setValue} error={error} />
}

const meta = {
  title: 'Forms/FormFieldControl',
  component: FormFieldControl,
  args: { field: kinds[0] as FormField, value: '', onChange: () => undefined },
  decorators: [frame({ maxWidth: 480 })],
} satisfies Meta<typeof FormFieldControl>

export default meta
type Story = StoryObj<typeof meta>

export const Text: Story = {}

export const WithError: Story = {
  args: {
    field: kinds[3] as FormField,
    value: '40',
    error: 'Invalid postcode. Please enter a 4-digit number.',
  },
}

export const Money: Story = { render: () => <Live field={kinds[4] as FormField} /> }

export const Checkbox: Story = {
  render: () => (
    <Live field={kinds[9] as FormField} error="*You must agree to the terms of use before submitting." />
  ),
}

/** Several choices, e.g. the extra services of a service booking: the value is the ticked ones, one per line. */
export const Checkboxes: Story = { render: () => <Live field={kinds[10] as FormField} /> }

export const ErrorSummaryState: Story = {
  name: 'ErrorSummary',
  render: () => (
    <ErrorSummary
      errors={[
        { message: 'Invalid postcode. Please enter a 4-digit number.', fieldId: 'postcode' },
        { message: '*You must agree to the terms of use before submitting.', fieldId: 'disclaimer' },
      ]}
    />
  ),
}

export const FormAlertState: Story = { name: 'FormAlert', render: () => <FormAlert /> }

export const Submitting: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <SubmitButton>Send Enquiry</SubmitButton>
      <SubmitButton submitting>Send Enquiry</SubmitButton>
    </div>
  ),
}

/** Every kind, empty and in error, plus the summary, the alert, the submit states and the (invisible) honeypot. */
export const AllStates: Story = {
  render: () => (
    <form aria-label="All field kinds" noValidate style={{ display: 'grid', gap: 8 }}>
      <FormAlert message="Invalid postcode" />
      <ErrorSummary errors={[{ message: 'Please enter your name.', fieldId: 'all-name' }]} />
      {kinds.map((field) => (
        <Live key={field.name} field={field} />
      ))}
      {kinds.map((field) => (
        <Live
          key={`${field.name}-error`}
          field={{ ...field, name: `${field.name}-error` }}
          error="This needs fixing."
        />
      ))}
      <HoneypotField name="website" />
      <SubmitButton>Send Enquiry</SubmitButton>
      <SubmitButton submitting>Send Enquiry</SubmitButton>
    </form>
  ),
}
