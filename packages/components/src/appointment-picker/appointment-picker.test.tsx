import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { AppointmentPicker, type AppointmentPickerProps } from './appointment-picker'
import { demoDays } from './fixtures'

function Picker(props: Partial<AppointmentPickerProps>) {
  const [value, setValue] = useState<string | null>(props.value ?? null)
  return (
    <AppointmentPicker
      slots={demoDays}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next)
        props.onChange?.(next)
      }}
    />
  )
}

const days = () => within(screen.getByRole('radiogroup', { name: 'Day' })).getAllByRole('radio')
const day = (name: string) =>
  within(screen.getByRole('radiogroup', { name: 'Day' })).getByRole('radio', { name })

// user-event moves between native radios with CSS.escape, which jsdom lacks; browsers have it.
const view = document.defaultView as Window
const hadCss = typeof (view as { CSS?: { escape?: unknown } }).CSS?.escape === 'function'
beforeAll(() => {
  if (!hadCss) {
    Object.defineProperty(view, 'CSS', {
      configurable: true,
      value: { escape: (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`) },
    })
  }
})
afterAll(() => {
  if (!hadCss) Reflect.deleteProperty(view, 'CSS')
})

describe('AppointmentPicker', () => {
  it('"Test Drive Booking Date": a group of days and the first available day\'s times', () => {
    render(<Picker />)
    expect(screen.getByRole('group', { name: 'Test Drive Booking Date' })).toBeDefined()
    expect(days().map((radio) => [radio.textContent, radio.getAttribute('aria-checked')])).toEqual([
      ['Mon 2 Jun', 'true'],
      ['Tue 3 Jun', 'false'],
      ['Wed 4 Jun', 'false'],
      ['Thu 5 Jun', 'false'],
    ])
    const times = screen.getByRole('radiogroup', { name: 'Time, Mon 2 Jun' })
    expect(
      within(times)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual([
      '2025-06-02T09:00:00+10:00',
      '2025-06-02T09:30:00+10:00',
      '2025-06-02T11:00:00+10:00',
      '2025-06-02T14:30:00+10:00',
    ])
  })

  it('picking a time reports its ISO value; the radios are named for a form post', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Picker onChange={onChange} name="booking_date" />)
    const radio = screen.getByRole<HTMLInputElement>('radio', { name: '11:00 am' })
    await user.click(radio)
    expect(onChange).toHaveBeenCalledWith('2025-06-02T11:00:00+10:00')
    expect([radio.checked, radio.name]).toEqual([true, 'booking_date'])
  })

  it('keyboard complete: one Tab stop per group, arrows move and choose, Home and End jump', async () => {
    const user = userEvent.setup()
    const onDayChange = vi.fn<(date: string) => void>()
    const onChange = vi.fn()
    render(
      <>
        <button type="button">Before</button>
        <Picker onDayChange={onDayChange} onChange={onChange} />
      </>,
    )
    await user.click(screen.getByRole('button', { name: 'Before' }))
    await user.tab()
    expect(document.activeElement).toBe(day('Mon 2 Jun'))
    expect(days().map((radio) => radio.tabIndex)).toEqual([0, -1, -1, -1])
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(day('Tue 3 Jun'))
    expect(day('Tue 3 Jun').getAttribute('aria-checked')).toBe('true')
    expect(screen.getByText('No times available on this day')).toBeDefined()
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(day('Thu 5 Jun'))
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(day('Mon 2 Jun'))
    await user.keyboard('{ArrowLeft}{Home}{ArrowDown}{ArrowDown}')
    expect(document.activeElement).toBe(day('Wed 4 Jun'))
    expect(onDayChange.mock.calls.map(([date]) => date)).toEqual([
      '2025-06-03',
      '2025-06-05',
      '2025-06-02',
      '2025-06-05',
      '2025-06-02',
      '2025-06-03',
      '2025-06-04',
    ])
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '10:00 am' }))
    await user.keyboard('{ArrowDown}')
    expect(onChange).toHaveBeenLastCalledWith('2025-06-04T13:00:00+10:00')
  })

  it('emptyText replaces the empty-day message', () => {
    render(<Picker slots={[demoDays[1] as (typeof demoDays)[number]]} emptyText="Fully booked" />)
    expect(screen.getByText('Fully booked')).toBeDefined()
  })

  it('starts on the day of the chosen time', () => {
    render(<Picker value="2025-06-05T12:00:00+10:00" />)
    expect(day('Thu 5 Jun').getAttribute('aria-checked')).toBe('true')
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '12:00 pm' }).checked).toBe(true)
  })

  it('loading: says so and marks the picker busy; no days: says no times', () => {
    const { rerender } = render(
      <AppointmentPicker slots={[]} value={null} onChange={() => undefined} loading />,
    )
    const group = screen.getByRole('group', { name: 'Test Drive Booking Date' })
    expect(group.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('status').textContent).toBe('Loading available times…')
    rerender(<AppointmentPicker slots={[]} value={null} onChange={() => undefined} />)
    expect(screen.getByText('No times available')).toBeDefined()
  })

  it('an error is tied to the group, and the id goes on the first time for error-summary links', () => {
    render(<Picker error="Please choose a time." id="booking" required />)
    const group = screen.getByRole('group', { name: 'Test Drive Booking Date' })
    expect(group.getAttribute('aria-describedby')).toBe(screen.getByText(/Please choose a time\./).id)
    expect(document.getElementById('booking')).toBe(screen.getByRole('radio', { name: '9:00 am' }))
  })

  it('has no serious axe violations: times, an empty day, loading and an error', async () => {
    const { container, unmount } = render(<Picker error="Please choose a time." required />)
    await expectNoAxeViolations(container)
    unmount()
    const loading = render(<Picker loading slots={[demoDays[1] as (typeof demoDays)[number]]} />)
    await expectNoAxeViolations(loading.container)
  })
})
