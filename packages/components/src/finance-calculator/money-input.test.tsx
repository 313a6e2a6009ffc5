import { moneyQuickPicks } from '@forecourt/finance-math'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { KilometresInput, MoneyInput } from './money-input'

function ControlledMoney({ onChange = () => undefined }: { onChange?: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(30000)
  return (
    <MoneyInput
      label="Purchase price"
      value={value}
      quickPicks={moneyQuickPicks.standard}
      onChange={(next) => {
        onChange(next)
        setValue(next)
      }}
    />
  )
}

describe('MoneyInput: "prefix $ with thousands separators, quick picks $5,000 to $70,000"', () => {
  it('shows the amount with thousands separators beside a $ prefix', () => {
    const { container } = render(<ControlledMoney />)
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Purchase price' }).value).toBe('30,000')
    expect(container.querySelector('.fc-numfield__affix')?.textContent).toBe('$')
  })

  it('keeps what the shopper types while typing, and reads "$45,500" as 45500', async () => {
    const onChange = vi.fn()
    render(<ControlledMoney onChange={onChange} />)
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Purchase price' })
    await userEvent.clear(input)
    await userEvent.type(input, '$45,500')
    expect(input.value).toBe('$45,500')
    expect(onChange).toHaveBeenLastCalledWith(45500)
    await userEvent.tab()
    expect(input.value).toBe('45,500')
  })

  it('offers the quick picks from $5,000 to $70,000 and marks the chosen one', async () => {
    render(<ControlledMoney />)
    const picks = screen.getByRole('group', { name: 'Purchase price quick picks' })
    const buttons = Array.from(picks.querySelectorAll('button'))
    expect(buttons.map((button) => button.textContent)).toEqual([
      '$5,000',
      '$10,000',
      '$15,000',
      '$20,000',
      '$30,000',
      '$40,000',
      '$50,000',
      '$60,000',
      '$70,000',
    ])
    await userEvent.click(screen.getByRole('button', { name: '$70,000' }))
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Purchase price' }).value).toBe('70,000')
    expect(screen.getByRole('button', { name: '$70,000' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('ties its hint and message to the field and marks it invalid', () => {
    render(
      <MoneyInput label="Deposit" value={0} onChange={() => undefined} hint="Optional" message="Too much" />,
    )
    const input = screen.getByRole('textbox', { name: 'Deposit' })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
    expect(described).toEqual(['Optional', 'Too much'])
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<ControlledMoney />)
    await expectNoAxeViolations(container)
  })
})

describe('KilometresInput: "suffix \' kms\' with quick picks"', () => {
  it('shows the kms suffix and the kilometre quick picks', () => {
    const { container } = render(<KilometresInput label="Distance" value={250} onChange={() => undefined} />)
    expect(container.querySelector('.fc-numfield__affix--suffix')?.textContent).toBe('kms')
    expect(screen.getByRole('button', { name: '250 kms' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Distance' }).inputMode).toBe('numeric')
  })
})
