import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { ErrorSummary } from './error-summary'
import { FormAlert } from './form-alert'
import { FormFieldControl } from './form-field-control'
import type { FormField } from './form-types'
import { initialValues, moneyText, moneyValue, requiredErrors } from './form-values'
import { HoneypotField } from './honeypot-field'
import { SubmitButton } from './submit-button'

function Controlled({ field, error }: { field: FormField; error?: string }) {
  const [value, setValue] = useState<string | boolean>(field.kind === 'checkbox' ? false : '')
  return (
    <form aria-label="Test">
      <FormFieldControl field={field} value={value} onChange={setValue} error={error} />
      <output data-testid="value">{String(value)}</output>
    </form>
  )
}

const stored = () => screen.getByTestId('value').textContent

describe('FormFieldControl', () => {
  it('labels the control, marks it required and ties the description and error to it', () => {
    render(
      <Controlled
        field={{
          name: 'postcode',
          label: 'Postcode',
          kind: 'postcode',
          required: true,
          description: 'Where the car is kept.',
        }}
        error="Invalid postcode. Please enter a 4-digit number."
      />,
    )
    const input = screen.getByRole<HTMLInputElement>('textbox', {
      name: 'Postcode',
      description: 'Where the car is kept. Error: Invalid postcode. Please enter a 4-digit number.',
    })
    expect(input.required).toBe(true)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.name).toBe('postcode')
    // The visible * is for sighted users only; screen readers hear 'required'.
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true')
  })

  it('"Trade-in postcode: max length 4": numeric keyboard, 4 characters, postal-code autofill', async () => {
    const user = userEvent.setup()
    render(<Controlled field={{ name: 'postcode', label: 'Postcode', kind: 'postcode', required: true }} />)
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Postcode' })
    expect([input.inputMode, input.maxLength, input.autocomplete]).toEqual(['numeric', 4, 'postal-code'])
    await user.type(input, '400012')
    expect(input.value).toBe('4000')
  })

  it.each([
    ['email', 'email', 'email', 'email'],
    ['tel', 'tel', 'tel', 'tel'],
  ] as const)(
    '%s fields use type %s, inputMode %s and autocomplete %s',
    (kind, type, inputMode, autocomplete) => {
      render(<Controlled field={{ name: kind, label: 'Contact', kind, required: false }} />)
      const input = screen.getByLabelText<HTMLInputElement>('Contact')
      expect([input.type, input.inputMode, input.autocomplete]).toEqual([type, inputMode, autocomplete])
      expect(input.required).toBe(false)
    },
  )

  it('a field autocomplete overrides the default', () => {
    render(
      <Controlled
        field={{
          name: 'name',
          label: 'First Name',
          kind: 'text',
          required: true,
          autoComplete: 'given-name',
        }}
      />,
    )
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'First Name' }).autocomplete).toBe(
      'given-name',
    )
  })

  it('"Money input: prefix $ with thousands separators": formats once the shopper moves on, stores the number', async () => {
    const user = userEvent.setup()
    const { container } = render(
      <Controlled field={{ name: 'budget', label: 'Budget', kind: 'money', required: false }} />,
    )
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Budget' })
    expect(screen.getByText('$').getAttribute('aria-hidden')).toBe('true')
    await user.type(input, '25000')
    expect(input.value).toBe('25000')
    expect(stored()).toBe('25000')
    await user.tab()
    expect(input.value).toBe('25,000')
    // The visible box has no name; a hidden input posts the plain number.
    expect(input.name).toBe('')
    expect(container.querySelector<HTMLInputElement>('input[type="hidden"][name="budget"]')?.value).toBe(
      '25000',
    )
    await user.clear(input)
    await user.type(input, '$1,2x')
    expect(stored()).toBe('12x')
  })

  it('select offers a placeholder then the options', async () => {
    const user = userEvent.setup()
    render(
      <Controlled
        field={{
          name: 'state',
          label: 'State',
          kind: 'select',
          required: true,
          options: [
            { value: 'QLD', label: 'Queensland' },
            { value: 'NSW', label: 'New South Wales' },
          ],
        }}
      />,
    )
    const select = screen.getByRole('combobox', { name: 'State' })
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Please select',
      'Queensland',
      'New South Wales',
    ])
    await user.selectOptions(select, 'NSW')
    expect(stored()).toBe('NSW')
  })

  it('checkbox stores a boolean and posts "true"', async () => {
    const user = userEvent.setup()
    render(<Controlled field={{ name: 'disclaimer', label: 'I agree', kind: 'checkbox', required: true }} />)
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'I agree' })
    await user.click(box)
    expect(stored()).toBe('true')
    expect([box.name, box.value, box.required]).toEqual(['disclaimer', 'true', true])
  })

  it('checkboxes: a group named by its label, the ticked choices one per line in the choices order', async () => {
    const user = userEvent.setup()
    const services = ['Wheel alignment', 'Tyre rotation', 'Car wash']
    render(
      <Controlled
        field={{
          name: 'additional_services',
          label: 'Additional Services',
          kind: 'checkboxes',
          required: false,
          options: services.map((service) => ({ value: service, label: service })),
        }}
        error="That service is not offered."
      />,
    )
    const group = screen.getByRole('group', { name: 'Additional Services' })
    for (const box of screen.getAllByRole('checkbox')) {
      expect(box.getAttribute('aria-invalid')).toBe('true')
      expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
        /That service is not offered\./,
      )
    }
    await user.click(screen.getByRole('checkbox', { name: 'Car wash' }))
    await user.click(screen.getByRole('checkbox', { name: 'Wheel alignment' }))
    expect(stored()).toBe('Wheel alignment\nCar wash')
    await user.click(screen.getByRole('checkbox', { name: 'Car wash' }))
    expect(stored()).toBe('Wheel alignment')
    expect(screen.getAllByRole<HTMLInputElement>('checkbox').map((box) => [box.name, box.value])).toEqual(
      services.map((service) => ['additional_services', service]),
    )
    await expectNoAxeViolations(group.closest('form')!)
  })

  it('textarea, date and number render their controls', () => {
    render(
      <>
        <Controlled
          field={{ name: 'message', label: 'Comments', kind: 'textarea', required: false, maxLength: 500 }}
        />
        <Controlled field={{ name: 'when', label: 'Preferred date', kind: 'date', required: false }} />
        <Controlled field={{ name: 'km', label: 'Kilometres', kind: 'number', required: false }} />
      </>,
    )
    const textarea = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Comments' })
    expect([textarea.tagName, textarea.maxLength]).toEqual(['TEXTAREA', 500])
    expect(screen.getByLabelText<HTMLInputElement>('Preferred date').type).toBe('date')
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Kilometres' }).inputMode).toBe('decimal')
  })

  it('hidden fields render only a hidden input with their value', () => {
    const { container } = render(
      <FormFieldControl
        field={{ name: 'message', label: 'Message', kind: 'hidden', required: false }}
        value="Please send photos for this car"
        onChange={() => undefined}
      />,
    )
    expect(container.children).toHaveLength(1)
    expect(container.querySelector('input')?.type).toBe('hidden')
    expect(container.querySelector('input')?.value).toBe('Please send photos for this car')
  })

  it('has no serious axe violations in every kind, with errors', async () => {
    const kinds: FormField['kind'][] = [
      'text',
      'email',
      'tel',
      'textarea',
      'checkbox',
      'date',
      'postcode',
      'money',
      'number',
    ]
    const { container } = render(
      <form aria-label="All kinds">
        {kinds.map((kind) => (
          <FormFieldControl
            key={kind}
            field={{ name: kind, label: `Field ${kind}`, kind, required: true, description: 'Help' }}
            value={kind === 'checkbox' ? false : ''}
            onChange={() => undefined}
            error="Wrong"
          />
        ))}
        <FormFieldControl
          field={{
            name: 'select',
            label: 'Pick',
            kind: 'select',
            required: true,
            options: [{ value: 'a', label: 'A' }],
          }}
          value=""
          onChange={() => undefined}
        />
      </form>,
    )
    await expectNoAxeViolations(container)
  })
})

describe('HoneypotField', () => {
  it('is out of reach: aria-hidden, tabIndex -1, autocomplete off, named for the server', async () => {
    const user = userEvent.setup()
    const { container } = render(
      <>
        <button type="button">Before</button>
        <HoneypotField name="website" />
        <button type="button">After</button>
      </>,
    )
    const input = container.querySelector<HTMLInputElement>('input[name="website"]')
    expect(input?.closest('[aria-hidden="true"]')).not.toBeNull()
    expect([input?.tabIndex, input?.autocomplete]).toEqual([-1, 'off'])
    expect(screen.queryByRole('textbox')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Before' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }))
    await expectNoAxeViolations(container)
  })
})

describe('ErrorSummary', () => {
  it('lists the errors under the spec header, each a link that focuses its field', async () => {
    const user = userEvent.setup()
    render(
      <>
        <ErrorSummary
          errors={[
            { message: 'Invalid postcode. Please enter a 4-digit number.', fieldId: 'postcode' },
            { message: 'Something went wrong upstream' },
          ]}
        />
        <label htmlFor="postcode">Postcode</label>
        <input id="postcode" />
      </>,
    )
    const summary = screen.getByRole('group', { name: 'Please fix the following errors:' })
    expect(summary.tabIndex).toBe(-1)
    expect(screen.getByRole('heading', { level: 2, name: 'Please fix the following errors:' })).toBeDefined()
    await user.click(screen.getByRole('link', { name: 'Invalid postcode. Please enter a 4-digit number.' }))
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Postcode' }))
    expect(screen.getByText('Something went wrong upstream').tagName).toBe('LI')
  })

  it('renders nothing without errors, and passes axe with some', async () => {
    const { container, rerender } = render(<ErrorSummary errors={[]} />)
    expect(container.innerHTML).toBe('')
    rerender(
      <ErrorSummary errors={[{ message: 'Please enter your name.', fieldId: 'name' }]} headingLevel={3} />,
    )
    expect(screen.getByRole('heading', { level: 3 })).toBeDefined()
    await expectNoAxeViolations(container)
  })
})

describe('FormAlert', () => {
  it('"Form submission failure": an alert with the returned error, else the default text', async () => {
    const { container, rerender } = render(<FormAlert message="Invalid postcode" />)
    expect(screen.getByRole('alert').textContent).toBe('Invalid postcode')
    rerender(<FormAlert message="" />)
    expect(screen.getByRole('alert').textContent).toBe('An error occurred when submitting this form')
    rerender(<FormAlert />)
    expect(screen.getByRole('alert').textContent).toBe('An error occurred when submitting this form')
    await expectNoAxeViolations(container)
  })
})

describe('SubmitButton', () => {
  it('"submitting (spinner, button disabled)": disabled, aria-busy and a spinner while submitting', async () => {
    const onClick = vi.fn()
    const { container, rerender } = render(<SubmitButton onClick={onClick}>Send Enquiry</SubmitButton>)
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Send Enquiry' })
    expect([button.type, button.disabled, button.getAttribute('aria-busy')]).toEqual(['submit', false, null])
    rerender(
      <SubmitButton onClick={onClick} submitting>
        Send Enquiry
      </SubmitButton>,
    )
    expect([button.disabled, button.getAttribute('aria-busy')]).toEqual([true, 'true'])
    expect(container.querySelector('.fc-submit__spinner')?.getAttribute('aria-hidden')).toBe('true')
    await userEvent.setup().click(button)
    expect(onClick).not.toHaveBeenCalled()
    await expectNoAxeViolations(container)
  })
})

describe('form values', () => {
  const fields: FormField[] = [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'opt_in', label: 'Offers', kind: 'checkbox', required: false, defaultValue: 'true' },
    { name: 'terms', label: 'Terms', kind: 'checkbox', required: true },
    { name: 'source', label: 'Source', kind: 'hidden', required: true, defaultValue: 'Website' },
  ]

  it('initialValues: given values, then field defaults, then empty', () => {
    expect(initialValues(fields, { name: 'Jo', extra: 'kept' })).toEqual({
      name: 'Jo',
      opt_in: true,
      terms: false,
      source: 'Website',
      extra: 'kept',
    })
  })

  it('requiredErrors: blank text and unticked required boxes, never hidden fields', () => {
    expect(
      requiredErrors(fields, { name: '  ', opt_in: false, terms: false, source: '' }, '{label} is required.'),
    ).toEqual({
      name: 'Name is required.',
      terms: 'Terms is required.',
    })
  })

  it('moneyValue and moneyText round-trip an amount without losing other text', () => {
    expect(moneyValue('$25,000')).toBe('25000')
    expect(moneyText('25000')).toBe('25,000')
    expect(moneyText('1234.5')).toBe('1,234.5')
    expect(moneyText('12x')).toBe('12x')
  })
})
