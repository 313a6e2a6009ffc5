import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { demoValidate } from '../form-fields/fixtures'
import type { SubmitResult } from '../form-fields/form-types'
import { expectNoAxeViolations } from '../test-utils/axe'
import { MultiStepForm, type FormStep } from './multi-step-form'
import { StepProgress } from './step-progress'

/** Lets pending promise callbacks and React's updates run. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

const steps: FormStep[] = [
  {
    id: 'you',
    title: 'Your details',
    fields: [
      { name: 'name', label: 'Name', kind: 'text', required: true },
      { name: 'email', label: 'Email Address', kind: 'email', required: true },
    ],
  },
  {
    id: 'car',
    title: 'Your car',
    fields: [{ name: 'postcode', label: 'Postcode', kind: 'postcode', required: true }],
  },
  {
    id: 'when',
    title: 'When',
    names: ['slot'],
    render: ({ values, setValue, errors, idFor }) => (
      <>
        <label htmlFor={idFor('slot')}>Preferred time</label>
        <input
          id={idFor('slot')}
          value={String(values.slot ?? '')}
          onChange={(event) => setValue('slot', event.target.value)}
        />
        {errors.slot ? <span>{errors.slot}</span> : null}
      </>
    ),
  },
  {
    id: 'message',
    title: 'Anything else?',
    fields: [{ name: 'message', label: 'Comments', kind: 'textarea', required: false }],
  },
]

// Comments are optional here, unlike on the enquiry form.
const validate = (values: Record<string, string | boolean>) => {
  const { message: _optional, ...errors } = demoValidate(values)
  return { ...errors, ...(values.slot ? {} : { slot: 'Please choose a time.' }) }
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name })
const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name })
const heading = () => screen.getByRole('heading', { level: 2 })

async function fillToLast(user: ReturnType<typeof userEvent.setup>) {
  await user.type(textbox('Name'), 'Jo')
  await user.type(textbox('Email Address'), 'jo@example.com')
  await user.click(button('Next'))
  await user.type(textbox('Postcode'), '4000')
  await user.click(button('Next'))
  await user.type(textbox('Preferred time'), 'Saturday')
  await user.click(button('Next'))
}

describe('MultiStepForm', () => {
  it('"advance step by step": Step n of N, the list of steps, and focus on each step heading', async () => {
    const user = userEvent.setup()
    render(<MultiStepForm steps={steps} validate={validate} onSubmit={vi.fn()} />)
    expect(screen.getByText('Step 1 of 4')).toBeDefined()
    const list = screen.getByRole('list', { name: 'Steps' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-current')),
    ).toEqual(['step', null, null, null])
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    await user.type(textbox('Name'), 'Jo')
    await user.type(textbox('Email Address'), 'jo@example.com')
    await user.click(button('Next'))
    expect(screen.getByText('Step 2 of 4')).toBeDefined()
    expect(heading().textContent).toBe('Your car')
    expect(document.activeElement).toBe(heading())
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toBe('Your details (completed)')
  })

  it('Next checks only the current step, focusing its error summary', async () => {
    const user = userEvent.setup()
    render(<MultiStepForm steps={steps} validate={validate} onSubmit={vi.fn()} />)
    await user.click(button('Next'))
    const summary = screen.getByRole('group', { name: 'Please fix the following errors:' })
    expect(document.activeElement).toBe(summary)
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Please enter your name.', 'Please enter a valid email address.'])
    expect(screen.getByText('Step 1 of 4')).toBeDefined()
  })

  it('a render-function step checks the names it owns', async () => {
    const user = userEvent.setup()
    render(<MultiStepForm steps={steps} validate={validate} onSubmit={vi.fn()} initialStep={2} />)
    await user.click(button('Next'))
    expect(screen.getByRole('link', { name: 'Please choose a time.' }).getAttribute('href')).toBe(
      `#${textbox('Preferred time').id}`,
    )
  })

  it('Back keeps every value typed', async () => {
    const user = userEvent.setup()
    render(<MultiStepForm steps={steps} validate={validate} onSubmit={vi.fn()} />)
    await user.type(textbox('Name'), 'Jo')
    await user.type(textbox('Email Address'), 'jo@example.com')
    await user.click(button('Next'))
    await user.type(textbox('Postcode'), '40')
    await user.click(button('Back'))
    expect(textbox('Name').value).toBe('Jo')
    expect(document.activeElement).toBe(heading())
    await user.click(button('Next'))
    expect(textbox('Postcode').value).toBe('40')
  })

  it('"on the last step submit the lead": all values are sent, then success', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn((): Promise<SubmitResult> => Promise.resolve({ ok: true }))
    const onSuccess = vi.fn()
    const onStepChange = vi.fn<(index: number) => void>()
    render(
      <MultiStepForm
        steps={steps}
        validate={validate}
        onSubmit={onSubmit}
        onSuccess={onSuccess}
        onStepChange={onStepChange}
        submitLabel="Book a Test Drive"
      />,
    )
    await fillToLast(user)
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
    await user.click(button('Book a Test Drive'))
    const sent = { name: 'Jo', email: 'jo@example.com', postcode: '4000', slot: 'Saturday', message: '' }
    expect(onSubmit).toHaveBeenCalledWith(sent)
    expect(onSuccess).toHaveBeenCalledWith(sent)
    expect(onStepChange.mock.calls.map(([index]) => index)).toEqual([1, 2, 3])
    expect(screen.getByRole('heading', { name: 'Thank you' })).toBeDefined()
  })

  it('"on failure show the returned error": the alert on the last step, and a rejected field sends the shopper back to its step', async () => {
    const user = userEvent.setup()
    let answer: (result: SubmitResult) => void = () => undefined
    const onSubmit = vi.fn(() => new Promise<SubmitResult>((resolve) => (answer = resolve)))
    render(<MultiStepForm steps={steps} validate={validate} onSubmit={onSubmit} submitLabel="Send" />)
    await fillToLast(user)
    await user.click(button('Send'))
    expect(button('Send').disabled).toBe(true)
    expect(button('Back').disabled).toBe(true)
    await act(async () => {
      answer({ ok: false, message: 'Lead service unavailable' })
      await tick()
    })
    expect(screen.getByRole('alert').textContent).toBe('Lead service unavailable')
    expect(document.activeElement).toBe(screen.getByRole('alert'))
    await user.click(button('Send'))
    await act(async () => {
      answer({ ok: false, message: 'Invalid postcode', fieldErrors: { postcode: 'Invalid postcode' } })
      await tick()
    })
    expect(heading().textContent).toBe('Your car')
    expect(screen.getByRole('alert').textContent).toBe('Invalid postcode')
    expect(screen.getByRole('link', { name: 'Invalid postcode' })).toBeDefined()
    expect(document.activeElement).toBe(
      screen.getByRole('group', { name: 'Please fix the following errors:' }),
    )
    expect(textbox('Postcode').value).toBe('4000')
  })

  it('a value made invalid on an earlier step is caught before sending, on its own step', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(
      <MultiStepForm
        steps={steps}
        validate={validate}
        onSubmit={onSubmit}
        values={{ name: '', email: 'jo@example.com', postcode: '4000', slot: 'Sat', message: '' }}
        initialStep={3}
      />,
    )
    await user.click(button('Send Enquiry'))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(heading().textContent).toBe('Your details')
    expect(document.activeElement).toBe(
      screen.getByRole('group', { name: 'Please fix the following errors:' }),
    )
  })

  it('has no serious axe violations on a step, with errors, and with a title', async () => {
    const user = userEvent.setup()
    const { container } = render(
      <MultiStepForm
        steps={steps}
        validate={validate}
        onSubmit={vi.fn()}
        title="Book a Test Drive"
        honeypotName="website"
      />,
    )
    await expectNoAxeViolations(container)
    await user.click(button('Next'))
    await expectNoAxeViolations(container)
  })
})

describe('StepProgress', () => {
  it('shows Step n of N and marks the current and finished steps, with texts as props', async () => {
    const { container } = render(
      <StepProgress
        steps={['One', 'Two', 'Three']}
        current={2}
        texts={{ progress: 'Schritt {current} von {count}', steps: 'Schritte', completed: 'erledigt' }}
      />,
    )
    expect(screen.getByText('Schritt 3 von 3')).toBeDefined()
    expect(
      within(screen.getByRole('list', { name: 'Schritte' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['One (erledigt)', 'Two (erledigt)', 'Three'])
    await expectNoAxeViolations(container)
  })
})
