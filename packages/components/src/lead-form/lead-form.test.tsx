import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { demoValidate, enquiryFields, filledEnquiry, tradeInFields } from '../form-fields/fixtures'
import type { SubmitResult } from '../form-fields/form-types'
import { expectNoAxeViolations } from '../test-utils/axe'
import { LeadForm } from './lead-form'

/** Lets pending promise callbacks and React's updates run. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send Enquiry' })
const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name })

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

describe('LeadForm', () => {
  it('renders every field as a named control in a form that posts without JavaScript', () => {
    const { container } = render(
      <LeadForm fields={enquiryFields} title="Enquire Now" action="/api/leads" honeypotName="website" />,
    )
    const form = screen.getByRole('form', { name: 'Enquire Now' })
    expect([
      form.getAttribute('action'),
      form.getAttribute('method'),
      form.hasAttribute('novalidate'),
    ]).toEqual(['/api/leads', 'post', true])
    expect(
      Array.from(form.querySelectorAll<HTMLInputElement>('[name]')).map((element) => element.name),
    ).toEqual(['name', 'email', 'phone', 'category', 'message', 'opt_in', 'page_id', 'website'])
    expect(screen.getByText('Fields marked * are required.')).toBeDefined()
    expect(container.querySelector<HTMLInputElement>('input[name="page_id"]')?.value).toBe('vdp')
  })

  it('"Validation runs before sending": the summary lists each error, is focused, and nothing is sent', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn<() => Promise<SubmitResult>>()
    render(<LeadForm fields={tradeInFields} validate={demoValidate} onSubmit={onSubmit} />)
    await user.type(textbox('Postcode'), '40')
    await user.click(submit())
    expect(onSubmit).not.toHaveBeenCalled()
    const summary = screen.getByRole('group', { name: 'Please fix the following errors:' })
    expect(document.activeElement).toBe(summary)
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Please enter your name.',
      'Please enter your last name.',
      'Invalid postcode. Please enter a 4-digit number.',
      'Please enter a valid Australian phone number.',
      'Please enter a valid email address.',
      '*You must agree to the terms of use before submitting.',
    ])
    expect(textbox('Postcode').getAttribute('aria-invalid')).toBe('true')
    expect(textbox('Postcode').value).toBe('40')
    await user.click(within(summary).getByRole('link', { name: /Invalid postcode/ }))
    expect(document.activeElement).toBe(textbox('Postcode'))
  })

  it('a fixed field loses its error as it changes; the others keep theirs', async () => {
    const user = userEvent.setup()
    render(<LeadForm fields={tradeInFields} validate={demoValidate} onSubmit={vi.fn()} />)
    await user.click(submit())
    await user.type(textbox('Postcode'), '4000')
    expect(textbox('Postcode').getAttribute('aria-invalid')).toBeNull()
    expect(screen.queryByRole('link', { name: /Invalid postcode/ })).toBeNull()
    expect(screen.getByRole('link', { name: 'Please enter your name.' })).toBeDefined()
  })

  it('without validate, checks required fields with the default message', async () => {
    const user = userEvent.setup()
    render(<LeadForm fields={enquiryFields.slice(0, 2)} onSubmit={vi.fn()} />)
    await user.click(submit())
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Name is required.',
      'Email Address is required.',
    ])
  })

  it('"submitting (spinner, button disabled)", then "success": a focused thank-you and onSuccess', async () => {
    const user = userEvent.setup()
    const pending = deferred<SubmitResult>()
    const onSubmit = vi.fn(() => pending.promise)
    const onSuccess = vi.fn()
    render(
      <LeadForm
        fields={enquiryFields}
        defaultValues={filledEnquiry}
        validate={demoValidate}
        onSubmit={onSubmit}
        onSuccess={onSuccess}
        honeypotName="website"
      />,
    )
    await user.click(submit())
    expect(onSubmit).toHaveBeenCalledWith({ ...filledEnquiry, website: '' })
    expect(submit().disabled).toBe(true)
    expect(submit().getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('status').textContent).toBe('Sending…')
    await user.click(submit())
    expect(onSubmit).toHaveBeenCalledTimes(1)
    await act(async () => {
      pending.resolve({ ok: true })
      await tick()
    })
    expect(screen.queryByRole('form')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Thank you' })).toBeDefined()
    expect(document.activeElement).toBe(screen.getByText('Thank you').parentElement)
    expect(onSuccess).toHaveBeenCalledWith(filledEnquiry)
  })

  it('"failure (alert and error message)": the returned message, every value kept, field errors summarised', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn((): Promise<SubmitResult> =>
      Promise.resolve({
        ok: false,
        message: 'Invalid postcode',
        fieldErrors: { postcode: 'Invalid postcode' },
      }),
    )
    render(
      <LeadForm
        fields={tradeInFields}
        defaultValues={{
          name: 'Jo',
          last_name: 'Lee',
          postcode: '0000',
          phone: '0412345678',
          email: 'jo@example.com',
          disclaimer: true,
        }}
        validate={demoValidate}
        onSubmit={onSubmit}
      />,
    )
    await user.click(submit())
    expect(screen.getByRole('alert').textContent).toBe('Invalid postcode')
    const summary = screen.getByRole('group', { name: 'Please fix the following errors:' })
    expect(document.activeElement).toBe(summary)
    expect(within(summary).getByRole('link', { name: 'Invalid postcode' })).toBeDefined()
    expect(textbox('First Name').value).toBe('Jo')
    expect(textbox('Postcode').value).toBe('0000')
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(true)
    expect(submit().disabled).toBe(false)
  })

  it('"Form submission failure": a rejection or an empty message shows the default alert, focused', async () => {
    const user = userEvent.setup()
    const onSubmit = vi
      .fn<() => Promise<SubmitResult>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ ok: false, message: '' })
    render(<LeadForm fields={enquiryFields} defaultValues={filledEnquiry} onSubmit={onSubmit} />)
    await user.click(submit())
    // The rejection settles after the click returns: wait for the alert and for the effect that focuses it.
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('An error occurred when submitting this form')
    await waitFor(() => expect(document.activeElement).toBe(alert))
    await user.click(submit())
    expect(onSubmit).toHaveBeenCalledTimes(2)
    // The second answer (an empty message) settles after the click too; the button is enabled again once it has.
    await waitFor(() => expect(submit().disabled).toBe(false))
    expect(screen.getByRole('alert').textContent).toBe('An error occurred when submitting this form')
  })

  it('onValuesChange reports every change, so the site can keep a draft', async () => {
    const user = userEvent.setup()
    const onValuesChange = vi.fn()
    render(<LeadForm fields={enquiryFields} onValuesChange={onValuesChange} onSubmit={vi.fn()} />)
    await user.type(textbox('Name'), 'Jo')
    await user.click(screen.getByRole('checkbox', { name: 'Keep me up to date with offers' }))
    expect(onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'Jo', opt_in: true, page_id: 'vdp' }),
    )
  })

  it('controlled values come from the parent', async () => {
    const user = userEvent.setup()
    const onValuesChange = vi.fn()
    render(
      <LeadForm
        fields={enquiryFields}
        values={{ name: 'Sam' }}
        onValuesChange={onValuesChange}
        onSubmit={vi.fn()}
      />,
    )
    expect(textbox('Name').value).toBe('Sam')
    await user.type(textbox('Name'), 'x')
    expect(onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Samx' }))
    expect(textbox('Name').value).toBe('Sam')
  })

  it('without onSubmit, a valid form is left to post natively and an invalid one is stopped', async () => {
    const user = userEvent.setup()
    // A document listener runs after React's: it sees whether the form stopped the post, then stops jsdom's.
    const posted: boolean[] = []
    const onDocumentSubmit = (event: Event) => {
      posted.push(!event.defaultPrevented)
      event.preventDefault()
    }
    document.addEventListener('submit', onDocumentSubmit)
    try {
      render(<LeadForm fields={enquiryFields.slice(0, 1)} action="/api/leads" />)
      await user.click(submit())
      expect(screen.getByRole('link', { name: 'Name is required.' })).toBeDefined()
      await user.type(textbox('Name'), 'Jo')
      await user.click(submit())
      expect(posted).toEqual([false, true])
    } finally {
      document.removeEventListener('submit', onDocumentSubmit)
    }
  })

  it('renderField replaces a control; initial state props show a server re-render', () => {
    render(
      <LeadForm
        fields={enquiryFields}
        renderField={(field, control) =>
          field.name === 'message' ? <p id={control.id}>Custom {control.error}</p> : undefined
        }
        initialStatus="failure"
        initialMessage="Please try again"
        initialErrors={{ message: 'Too short' }}
      />,
    )
    expect(screen.getByText('Custom Too short')).toBeDefined()
    expect(screen.getByRole('alert').textContent).toBe('Please try again')
    expect(screen.getByRole('link', { name: 'Too short' }).getAttribute('href')).toBe(
      `#${screen.getByText('Custom Too short').id}`,
    )
  })

  it('server-renders the idle form', () => {
    const html = renderToString(<LeadForm fields={enquiryFields} title="Enquire Now" />)
    expect(html).toMatch(/<form[^>]*novalidate/i)
    expect(html).toContain('Send Enquiry')
    expect(html).not.toContain('role="alert"')
  })

  it('has no serious axe violations when idle, in error and after success', async () => {
    const user = userEvent.setup()
    const { container } = render(
      <LeadForm
        fields={[...enquiryFields, { name: 'budget', label: 'Budget', kind: 'money', required: false }]}
        title="Enquire Now"
        intro={<p>We reply within a day.</p>}
        validate={demoValidate}
        onSubmit={() => Promise.resolve({ ok: false, message: 'Try again' })}
        honeypotName="website"
      />,
    )
    await expectNoAxeViolations(container)
    await user.click(submit())
    await expectNoAxeViolations(container)
    const done = render(<LeadForm fields={enquiryFields} initialStatus="success" />)
    await expectNoAxeViolations(done.container)
  })
})
