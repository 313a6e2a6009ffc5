import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { SubmitResult } from '../form-fields/form-types'
import { expectNoAxeViolations } from '../test-utils/axe'
import { SignInForm, signInDestination, type SignInFormProps } from './sign-in-form'

/** Lets pending promise callbacks and React's updates run. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

const ok = (): Promise<SubmitResult> => Promise.resolve({ ok: true })

function setup(props: Partial<SignInFormProps> = {}) {
  const onRequestCode = vi.fn(ok)
  const onVerify = vi.fn(ok)
  const view = render(<SignInForm onRequestCode={onRequestCode} onVerify={onVerify} {...props} />)
  return { onRequestCode, onVerify, ...view }
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name })
const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name })

describe('SignInForm', () => {
  it('the heading says why sign-in is needed', () => {
    setup({ reason: 'Sign in to save cars to your watchlist' })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Sign in to save cars to your watchlist',
    )
  })

  it('step 1 asks for an email or mobile, checks it, then sends the code', async () => {
    const user = userEvent.setup()
    const { onRequestCode } = setup()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in')
    const field = textbox('Email or mobile number')
    expect(field.autocomplete).toBe('username')
    await user.click(button('Send Code'))
    expect(
      screen.getByRole('link', { name: 'Enter your email address or Australian mobile number.' }),
    ).toBeDefined()
    await user.type(field, '12345')
    await user.click(button('Send Code'))
    expect(
      screen.getByRole('link', {
        name: 'Enter a valid email address or Australian mobile number, like 0412 345 678.',
      }),
    ).toBeDefined()
    expect(onRequestCode).not.toHaveBeenCalled()
    await user.clear(field)
    await user.type(field, ' 0412 345 678 ')
    await user.click(button('Send Code'))
    expect(onRequestCode).toHaveBeenCalledWith('0412 345 678')
  })

  it('step 2: "Enter the 6-digit code" with a one-time-code numeric field, then verify', async () => {
    const user = userEvent.setup()
    const { onVerify } = setup()
    await user.type(textbox('Email or mobile number'), 'jo@example.com')
    await user.click(button('Send Code'))
    const heading = screen.getByRole('heading', { level: 2, name: 'Enter the 6-digit code' })
    expect(document.activeElement).toBe(heading)
    expect(screen.getByText(/We sent a code to jo@example.com\./)).toBeDefined()
    const code = textbox('Code')
    expect([code.inputMode, code.autocomplete]).toEqual(['numeric', 'one-time-code'])
    await user.type(code, '12a')
    await user.click(button('Verify'))
    expect(screen.getByRole('link', { name: 'The code is 6 digits.' })).toBeDefined()
    expect(onVerify).not.toHaveBeenCalled()
    await user.clear(code)
    await user.paste('123 456')
    expect(code.value).toBe('123456')
    await user.click(button('Verify'))
    expect(onVerify).toHaveBeenCalledWith('jo@example.com', '123456')
    expect(screen.getByRole('heading', { name: 'You are signed in' })).toBeDefined()
  })

  it('a wrong code shows the returned message and keeps the code', async () => {
    const user = userEvent.setup()
    setup({
      initialStep: 'code',
      defaultIdentifier: '0412345678',
      onVerify: vi.fn(() => Promise.resolve({ ok: false as const, message: 'That code has expired.' })),
    })
    await user.type(textbox('Code'), '654321')
    await user.click(button('Verify'))
    expect(screen.getByRole('alert').textContent).toBe('That code has expired.')
    expect(textbox('Code').value).toBe('654321')
  })

  it('Resend code sends again and says so; a failure says what went wrong', async () => {
    const user = userEvent.setup()
    const onRequestCode = vi
      .fn<() => Promise<SubmitResult>>()
      .mockResolvedValueOnce({ ok: true })
      .mockResolvedValueOnce({ ok: false, message: 'Too many attempts. Try again in a minute.' })
    setup({ initialStep: 'code', defaultIdentifier: 'jo@example.com', onRequestCode })
    await user.click(button('Resend code'))
    expect(onRequestCode).toHaveBeenCalledWith('jo@example.com')
    expect((await screen.findByText('We sent a new code to jo@example.com.')).getAttribute('role')).toBe(
      'status',
    )
    await user.click(button('Resend code'))
    expect(await screen.findByText('Too many attempts. Try again in a minute.')).toBeDefined()
  })

  it('Change goes back to the destination, keeping it, and focuses the field', async () => {
    const user = userEvent.setup()
    setup()
    await user.type(textbox('Email or mobile number'), 'jo@example.com')
    await user.click(button('Send Code'))
    await user.click(button('Change email or mobile number'))
    expect(textbox('Email or mobile number').value).toBe('jo@example.com')
    expect(document.activeElement).toBe(textbox('Email or mobile number'))
  })

  it('a failed request keeps the destination and shows the default message', async () => {
    const user = userEvent.setup()
    let answer: (result: SubmitResult) => void = () => undefined
    setup({ onRequestCode: () => new Promise((resolve) => (answer = resolve)) })
    await user.type(textbox('Email or mobile number'), 'jo@example.com')
    await user.click(button('Send Code'))
    expect(button('Send Code').getAttribute('aria-busy')).toBe('true')
    await act(async () => {
      answer({ ok: false, message: '' })
      await tick()
    })
    expect(screen.getByRole('alert').textContent).toBe('An error occurred when submitting this form')
    expect(textbox('Email or mobile number').value).toBe('jo@example.com')
  })

  it.each([
    ['jo@example.com', 'email'],
    ['0412 345 678', 'mobile'],
    ['+61 412 345 678', 'mobile'],
    ['(04) 1234-5678', 'mobile'],
    ['0712345678', null],
    ['jo@example', null],
  ])('signInDestination(%s) is %s', (value, kind) => {
    expect(signInDestination(value)).toBe(kind)
  })

  it('has no serious axe violations on both steps', async () => {
    const first = setup({ reason: 'Sign in to save cars to your watchlist' })
    await expectNoAxeViolations(first.container)
    first.unmount()
    const second = setup({ initialStep: 'code', defaultIdentifier: 'jo@example.com', headingLevel: 2 })
    await expectNoAxeViolations(second.container)
  })
})
