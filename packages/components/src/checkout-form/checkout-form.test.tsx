import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { demoCar, demoValidate, enquiryFields } from '../form-fields/fixtures'
import type { SubmitResult } from '../form-fields/form-types'
import { expectNoAxeViolations } from '../test-utils/axe'
import { CheckoutForm, type CheckoutFormProps } from './checkout-form'

/** Lets pending promise callbacks and React's updates run. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

const shopperFields = enquiryFields.slice(0, 3)
const shopper = { name: 'Jo Lee', email: 'jo@example.com', phone: '0412345678' }
const today = new Date('2025-06-15T10:00:00+10:00')

function setup(props: Partial<CheckoutFormProps> = {}) {
  const onPay = vi.fn((): Promise<SubmitResult> => Promise.resolve({ ok: true }))
  const onValuesChange = vi.fn()
  const view = render(
    <CheckoutForm
      car={demoCar}
      fields={shopperFields}
      validate={demoValidate}
      onPay={onPay}
      onValuesChange={onValuesChange}
      today={today}
      {...props}
    />,
  )
  return { onPay, onValuesChange, ...view }
}

const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name })
const reserve = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Reserve Now' })

async function fillCard(
  user: ReturnType<typeof userEvent.setup>,
  card = { number: '4242 4242 4242 4242', expiry: '08/27', cvc: '123', name: 'J LEE' },
) {
  await user.type(textbox('Card number'), card.number)
  await user.type(textbox('Expiry date (MM/YY)'), card.expiry)
  await user.type(textbox('Security code (CVC)'), card.cvc)
  await user.type(textbox('Name on card'), card.name)
}

describe('CheckoutForm', () => {
  it('shows the car, the reserve amount and the texts "Reserve this Car" / "Reserve Now"', () => {
    setup()
    expect(screen.getByRole('heading', { level: 2, name: 'Reserve this Car' })).toBeDefined()
    expect(screen.getByRole('link', { name: demoCar.name }).getAttribute('href')).toBe(demoCar.href)
    expect(screen.getByText('$58,990 Drive Away')).toBeDefined()
    expect(screen.getByText('$200')).toBeDefined()
    expect(screen.getByText('Pay $200 today to hold this car for you.')).toBeDefined()
    expect(reserve()).toBeDefined()
  })

  it('card inputs carry cc-* autocomplete and no name, so a form post never sends them', () => {
    setup()
    expect(
      ['Card number', 'Expiry date (MM/YY)', 'Security code (CVC)', 'Name on card'].map((name) => {
        const input = textbox(name)
        return [input.autocomplete, input.name, input.inputMode]
      }),
    ).toEqual([
      ['cc-number', '', 'numeric'],
      ['cc-exp', '', 'numeric'],
      ['cc-csc', '', 'numeric'],
      ['cc-name', '', ''],
    ])
  })

  it('checks the shopper and the card before paying, in one focused summary', async () => {
    const user = userEvent.setup()
    const { onPay } = setup({ defaultValues: shopper })
    await fillCard(user, { number: '4242 4242 4242 4241', expiry: '13/27', cvc: '12', name: ' ' })
    await user.click(reserve())
    expect(onPay).not.toHaveBeenCalled()
    const summary = screen.getByRole('group', { name: 'Please fix the following errors:' })
    expect(document.activeElement).toBe(summary)
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Enter a valid card number.',
      'Enter the expiry date as MM/YY.',
      'Enter the 3 or 4 digit security code.',
      'Enter the name on the card.',
    ])
    expect(textbox('Card number').getAttribute('aria-invalid')).toBe('true')
    await user.click(within(summary).getByRole('link', { name: 'Enter the 3 or 4 digit security code.' }))
    expect(document.activeElement).toBe(textbox('Security code (CVC)'))
    await user.type(textbox('Security code (CVC)'), '3')
    expect(screen.queryByRole('link', { name: 'Enter the 3 or 4 digit security code.' })).toBeNull()
  })

  it('an expired card is refused', async () => {
    const user = userEvent.setup()
    setup({ defaultValues: shopper })
    await fillCard(user, { number: '4242424242424242', expiry: '05/25', cvc: '123', name: 'J LEE' })
    await user.click(reserve())
    expect(screen.getByRole('link', { name: 'This card has expired.' })).toBeDefined()
  })

  it('pays with the card and the shopper values; the card never reaches onValuesChange', async () => {
    const user = userEvent.setup()
    const { onPay, onValuesChange } = setup()
    await user.type(textbox('Name'), shopper.name)
    await user.type(textbox('Email Address'), shopper.email)
    await user.type(textbox('Mobile Number'), shopper.phone)
    await fillCard(user, { number: '4242 4242 4242 4242', expiry: '0827', cvc: '123', name: 'J LEE' })
    await user.click(reserve())
    expect(onPay).toHaveBeenCalledWith(
      { number: '4242424242424242', expiry: '08/27', cvc: '123', name: 'J LEE' },
      shopper,
    )
    expect(JSON.stringify(onValuesChange.mock.calls)).not.toContain('4242')
    expect(screen.getByRole('heading', { name: 'Car reserved' })).toBeDefined()
  })

  it('a declined payment keeps everything typed, shows the message and marks the card field', async () => {
    const user = userEvent.setup()
    let answer: (result: SubmitResult) => void = () => undefined
    setup({ defaultValues: shopper, onPay: () => new Promise((resolve) => (answer = resolve)) })
    await fillCard(user)
    await user.click(reserve())
    expect(reserve().disabled).toBe(true)
    expect(screen.getByRole('status').textContent).toBe('Processing payment…')
    await act(async () => {
      answer({
        ok: false,
        message: 'Your card was declined.',
        fieldErrors: { 'cc-number': 'Card declined' },
      })
      await tick()
    })
    expect(screen.getByRole('alert').textContent).toBe('Your card was declined.')
    expect(screen.getByRole('link', { name: 'Card declined' })).toBeDefined()
    expect(textbox('Card number').value).toBe('4242 4242 4242 4242')
    expect(textbox('Name').value).toBe('Jo Lee')
    await user.type(textbox('Card number'), '{Backspace}2')
    expect(screen.queryByRole('link', { name: 'Card declined' })).toBeNull()
  })

  it('texts and the reserve amount come from props', () => {
    setup({ reserveAmountText: '$500', texts: { heading: 'Buy Online', submit: 'Pay deposit' } })
    expect(screen.getByRole('heading', { name: 'Buy Online' })).toBeDefined()
    expect(screen.getByText('$500')).toBeDefined()
    expect(screen.getByRole('button', { name: 'Pay deposit' })).toBeDefined()
  })

  it('has no serious axe violations idle, in error and after success', async () => {
    const user = userEvent.setup()
    const { container, unmount } = setup()
    await expectNoAxeViolations(container)
    await user.click(reserve())
    await expectNoAxeViolations(container)
    unmount()
    const done = setup({ initialStatus: 'success' })
    await expectNoAxeViolations(done.container)
  })
})
