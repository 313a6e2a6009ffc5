import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { CallButton, PhoneReveal } from './phone-reveal'

describe('PhoneReveal', () => {
  it('"hidden at first (masked after the first 5 characters)"', () => {
    render(<PhoneReveal phone="+61733334444" />)
    const button = screen.getByRole('button', { name: /Reveal phone number/ })
    expect(button.textContent).toBe('07 33XX XXXX Reveal phone number')
    expect(screen.queryByRole('link')).toBeNull()
    // The server HTML carries only the masked number.
    expect(renderToString(<PhoneReveal phone="+61733334444" />)).not.toContain('3333 4444')
  })

  it('"a click reveals it and sends a reveal record": onReveal is called once and focus moves to the number', async () => {
    const user = userEvent.setup()
    const onReveal = vi.fn()
    render(<PhoneReveal phone="+61733334444" onReveal={onReveal} />)
    await user.click(screen.getByRole('button', { name: /Reveal phone number/ }))
    const link = screen.getByRole('link', { name: '07 3333 4444' })
    expect(link.getAttribute('href')).toBe('tel:+61733334444')
    expect(document.activeElement).toBe(link)
    await user.click(link)
    expect(onReveal).toHaveBeenCalledTimes(1)
  })

  it('"the call link triggers analytics event 25": onCall on the tel: link', async () => {
    const user = userEvent.setup()
    const onCall = vi.fn()
    render(<PhoneReveal phone="0733334444" showNumber onCall={onCall} />)
    await user.click(screen.getByRole('link', { name: '07 3333 4444' }))
    expect(onCall).toHaveBeenCalledTimes(1)
  })

  it('"unless configured to show": showNumber renders the formatted number from the start', () => {
    render(<PhoneReveal phone="1300 123 456" showNumber />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByRole('link', { name: '1300 123 456' }).getAttribute('href')).toBe('tel:1300123456')
  })

  it('has no serious axe violations, masked and revealed', async () => {
    const { container, unmount } = render(<PhoneReveal phone="+61733334444" />)
    await expectNoAxeViolations(container)
    unmount()
    const revealed = render(<PhoneReveal phone="+61733334444" showNumber />)
    await expectNoAxeViolations(revealed.container)
  })
})

describe('CallButton', () => {
  it('is a Call Now tel: link that calls onCall', async () => {
    const user = userEvent.setup()
    const onCall = vi.fn()
    render(<CallButton phone="07 3333 4444" onCall={onCall} />)
    const link = screen.getByRole('link', { name: 'Call Now' })
    expect(link.getAttribute('href')).toBe('tel:0733334444')
    await user.click(link)
    expect(onCall).toHaveBeenCalledTimes(1)
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<CallButton phone="07 3333 4444" />)
    await expectNoAxeViolations(container)
  })
})
