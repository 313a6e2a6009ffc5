import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { demoValidate, tradeInFields } from '../form-fields/fixtures'
import type { SubmitResult } from '../form-fields/form-types'
import { expectNoAxeViolations } from '../test-utils/axe'
import { demoQuestions, demoVehicle, foundWithOffer, foundWithoutOffer } from './fixtures'
import { TradeInJourney, type RegoLookupResult, type TradeInJourneyProps } from './trade-in-journey'

/** Lets pending promise callbacks and React's updates run. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

const ok = (): Promise<SubmitResult> => Promise.resolve({ ok: true })

function setup(props: Partial<TradeInJourneyProps> = {}) {
  const callbacks = {
    onSubmitLead: vi.fn(ok),
    onSubmitAdjustments: vi.fn(ok),
    onRegoLookup: vi.fn((): Promise<RegoLookupResult> => Promise.resolve(foundWithOffer)),
    onAcceptOffer: vi.fn(ok),
  }
  const view = render(
    <TradeInJourney
      fields={tradeInFields}
      validate={demoValidate}
      questions={demoQuestions}
      {...callbacks}
      {...props}
    />,
  )
  return { ...callbacks, ...view }
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name })
const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name })
const heading = () => screen.getByRole('heading', { level: 2 })

async function fillLead(user: ReturnType<typeof userEvent.setup>) {
  await user.type(textbox('First Name'), 'Jo')
  await user.type(textbox('Last Name'), 'Lee')
  await user.type(textbox('Postcode'), '4000')
  await user.type(textbox('Mobile Number'), '0412345678')
  await user.type(textbox('Email Address'), 'jo@example.com')
  await user.click(screen.getByRole('checkbox'))
  await user.click(button('Continue'))
}

async function answer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'No' }))
  await user.click(screen.getByRole('radio', { name: 'Good' }))
  await user.click(button('Continue'))
}

describe('TradeInJourney', () => {
  it('"Trade-in flow steps: lead, adjustments, rego lookup, offer accepted", each calling its own callback', async () => {
    const user = userEvent.setup()
    const onStepChange = vi.fn<(step: string) => void>()
    const calls = setup({ onStepChange })
    expect(screen.getByText('Step 1 of 4')).toBeDefined()
    expect(heading().textContent).toBe('Your details')
    await fillLead(user)
    expect(calls.onSubmitLead).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Jo', postcode: '4000', disclaimer: true }),
    )
    expect(heading().textContent).toBe('About your car')
    expect(document.activeElement).toBe(heading())
    await answer(user)
    expect(calls.onSubmitAdjustments).toHaveBeenCalledWith({ accident: 'no', condition: 'good' })
    expect(heading().textContent).toBe('Find your car')
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'State' }).value).toBe('QLD')
    await user.type(textbox('Registration number'), ' ABC123 ')
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'NSW')
    await user.click(button('Find My Car'))
    expect(calls.onRegoLookup).toHaveBeenCalledWith('ABC123', 'NSW')
    expect(heading().textContent).toBe('Your offer')
    expect(screen.getByText(demoVehicle.description)).toBeDefined()
    await user.click(button('Accept Offer'))
    expect(calls.onAcceptOffer).toHaveBeenCalledTimes(1)
    expect(heading().textContent).toBe('Offer accepted')
    expect(onStepChange.mock.calls.map(([step]) => step)).toEqual([
      'adjustments',
      'rego',
      'offer',
      'accepted',
    ])
  })

  it('"offer price formatted as whole dollars"', () => {
    setup({ initialStep: 'offer', initialLookup: { vehicle: demoVehicle, offerPrice: 18450.4 } })
    expect(screen.getByText('$18,450')).toBeDefined()
    expect(screen.getByText('Our offer')).toBeDefined()
  })

  it('"Trade-in guidance": shown until an offer, and with a lookup that gives no estimate (no Accept Offer)', async () => {
    const user = userEvent.setup()
    const guidance = 'An online estimate is generally not given for cars over 7 years old or over 100,000 km.'
    setup({ initialStep: 'rego', onRegoLookup: vi.fn(() => Promise.resolve(foundWithoutOffer)) })
    expect(screen.getByText(guidance)).toBeDefined()
    await user.type(textbox('Registration number'), 'OLD123')
    await user.click(button('Find My Car'))
    expect(
      screen.getByText(
        "We can't give an online estimate for this car. Our team will contact you with a valuation.",
      ),
    ).toBeDefined()
    expect(screen.getByText(guidance)).toBeDefined()
    expect(screen.queryByRole('button', { name: 'Accept Offer' })).toBeNull()
  })

  it('each step checks its own answers first', async () => {
    const user = userEvent.setup()
    const calls = setup({ initialStep: 'adjustments' })
    await user.click(button('Continue'))
    expect(calls.onSubmitAdjustments).not.toHaveBeenCalled()
    const summary = screen.getByRole('group', { name: 'Please fix the following errors:' })
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Please answer this question.', 'Please answer this question.'])
    expect(screen.getByRole('group', { name: 'Has the car been in an accident?' })).toBeDefined()
    await user.click(within(summary).getAllByRole('link')[1] as HTMLElement)
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Excellent' }))
  })

  it('a failed lookup shows the returned message and keeps the rego', async () => {
    const user = userEvent.setup()
    setup({
      initialStep: 'rego',
      onRegoLookup: vi.fn(() => Promise.resolve({ ok: false as const, message: '' })),
    })
    await user.type(textbox('Registration number'), 'XYZ999')
    await user.click(button('Find My Car'))
    expect(screen.getByRole('alert').textContent).toBe(
      'We could not find a car with that registration. Please check it and try again.',
    )
    expect(textbox('Registration number').value).toBe('XYZ999')
    await user.click(button('Find My Car'))
    expect(heading().textContent).toBe('Find your car')
  })

  it('a failed step keeps its values and stays put; Back keeps the lead', async () => {
    const user = userEvent.setup()
    setup({
      onSubmitLead: vi.fn(() =>
        Promise.resolve({ ok: false as const, message: 'An unexpected error occured' }),
      ),
    })
    await fillLead(user)
    expect(screen.getByRole('alert').textContent).toBe('An unexpected error occured')
    expect(textbox('First Name').value).toBe('Jo')
  })

  it('Back goes to the previous step with its answers', async () => {
    const user = userEvent.setup()
    setup()
    await fillLead(user)
    await user.click(screen.getByRole('radio', { name: 'Yes' }))
    await user.click(button('Back'))
    expect(textbox('First Name').value).toBe('Jo')
    await user.click(button('Continue'))
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Yes' }).checked).toBe(true)
  })

  it('no questions skips the adjustments step', async () => {
    const user = userEvent.setup()
    setup({ questions: [] })
    expect(screen.getByText('Step 1 of 3')).toBeDefined()
    await fillLead(user)
    expect(heading().textContent).toBe('Find your car')
  })

  it('Accept Offer is busy while sending and shows a failure without losing the offer', async () => {
    const user = userEvent.setup()
    let settle: (result: SubmitResult) => void = () => undefined
    setup({
      initialStep: 'offer',
      initialLookup: { vehicle: demoVehicle, offerPrice: 20000 },
      onAcceptOffer: () => new Promise((resolve) => (settle = resolve)),
    })
    await user.click(button('Accept Offer'))
    expect(button('Accept Offer').disabled).toBe(true)
    await act(async () => {
      settle({ ok: false, message: '' })
      await tick()
    })
    expect(screen.getByRole('alert').textContent).toBe('An error occurred when submitting this form')
    expect(document.activeElement).toBe(screen.getByRole('alert'))
    expect(screen.getByText('$20,000')).toBeDefined()
  })

  it('has no serious axe violations on every step', async () => {
    for (const initialStep of ['lead', 'adjustments', 'rego', 'offer', 'accepted'] as const) {
      const { container, unmount } = setup({
        initialStep,
        initialLookup: { vehicle: demoVehicle, offerPrice: 18000 },
        title: 'Trade in your car',
      })
      await expectNoAxeViolations(container)
      unmount()
    }
  })
})
