import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../test-utils/axe'
import { Dialog, type DialogProps } from './dialog'

function Harness(props: Partial<DialogProps> & { onCloseSpy?: () => void }) {
  const [open, setOpen] = useState(false)
  const { onCloseSpy, ...rest } = props
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Book a Test Drive
      </button>
      <Dialog
        title="Book a Test Drive"
        {...rest}
        open={open}
        onClose={() => {
          onCloseSpy?.()
          setOpen(false)
        }}
      >
        <label>
          Name <input name="name" />
        </label>
        <button type="button">Send</button>
      </Dialog>
    </>
  )
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const opener = () => screen.getByRole('button', { name: 'Book a Test Drive' })

describe('Dialog', () => {
  it('opens as a modal named by its title, focuses the close button and locks page scrolling', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(opener())
    const dialog = screen.getByRole('dialog', { name: 'Book a Test Drive' })
    expect(dialog.tagName).toBe('DIALOG')
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }))
    expect(document.body.style.overflow).toBe('hidden')
  })

  it('uses showModal where the browser has it', async () => {
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '')
    })
    const close = vi.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open')
    })
    Object.assign(HTMLDialogElement.prototype, { showModal, close })
    try {
      const user = userEvent.setup()
      render(<Harness />)
      await user.click(opener())
      expect(showModal).toHaveBeenCalledTimes(1)
      await user.click(screen.getByRole('button', { name: 'Close' }))
      expect(close).toHaveBeenCalledTimes(1)
    } finally {
      const prototype = HTMLDialogElement.prototype as Partial<HTMLDialogElement>
      delete prototype.showModal
      delete prototype.close
    }
  })

  it('Escape closes it, focus returns to the opener and scrolling comes back', async () => {
    const user = userEvent.setup()
    const onCloseSpy = vi.fn()
    render(<Harness onCloseSpy={onCloseSpy} />)
    await user.click(opener())
    await user.keyboard('{Escape}')
    expect(onCloseSpy).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener())
    expect(document.body.style.overflow).toBe('')
  })

  it('the close button closes it and gives focus back', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(opener())
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener())
  })

  it('a native cancel (Escape in a browser) is turned into onClose, keeping `open` controlled', async () => {
    const user = userEvent.setup()
    const onCloseSpy = vi.fn()
    render(<Harness onCloseSpy={onCloseSpy} />)
    await user.click(opener())
    const cancel = new Event('cancel', { cancelable: true })
    screen.getByRole('dialog').dispatchEvent(cancel)
    expect(cancel.defaultPrevented).toBe(true)
    expect(onCloseSpy).toHaveBeenCalledTimes(1)
  })

  it('one Escape press asks to close once, even when the browser also sends cancel', () => {
    vi.useFakeTimers()
    const onClose = vi.fn()
    render(
      <Dialog open onClose={onClose} title="Email Us">
        <p>Write to us</p>
      </Dialog>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Email Us' })
    fireEvent.keyDown(dialog, { key: 'Escape' })
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }))
    expect(onClose).toHaveBeenCalledTimes(1)
    // The parent kept it open: once this press is over (the dialog's zero-delay timer), the next press asks again.
    vi.runAllTimers()
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('Tab and Shift+Tab wrap inside the dialog', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(opener())
    const dialog = screen.getByRole('dialog')
    const close = within(dialog).getByRole('button', { name: 'Close' })
    await user.tab()
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Name' }))
    await user.tab()
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Send' }))
    await user.tab()
    expect(document.activeElement).toBe(close)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Send' }))
  })

  it('a click on the backdrop closes it, a click inside does not', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(opener())
    await user.click(screen.getByRole('textbox', { name: 'Name' }))
    expect(screen.getByRole('dialog')).toBeDefined()
    await user.click(screen.getByRole('dialog'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('keeps typed text while closed by default, and can unmount its content instead', async () => {
    const user = userEvent.setup()
    const { unmount } = render(<Harness />)
    await user.click(opener())
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Jo')
    await user.keyboard('{Escape}')
    await user.click(opener())
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('Jo')
    unmount()
    render(<Harness keepMounted={false} />)
    await user.click(opener())
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Jo')
    await user.keyboard('{Escape}')
    await user.click(opener())
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('')
  })

  it('focuses initialFocus when given, and sets the size class', async () => {
    function WithFocus() {
      const [input, setInput] = useState<HTMLInputElement | null>(null)
      return (
        <Dialog
          open={input !== null}
          onClose={() => undefined}
          title="Email Us"
          size="small"
          initialFocus={{ current: input }}
        >
          <input aria-label="Email" ref={(element) => setInput((current) => current ?? element)} />
        </Dialog>
      )
    }
    render(<WithFocus />)
    const dialog = await screen.findByRole('dialog', { name: 'Email Us' })
    expect(dialog.className).toContain('fc-dialog--small')
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }))
  })

  it('server-renders a closed dialog', () => {
    const html = renderToString(
      <Dialog open={false} onClose={() => undefined} title="Holiday Hours">
        <p>Closed on Christmas Day</p>
      </Dialog>,
    )
    expect(html).toMatch(/<dialog[^>]*class="fc-dialog fc-dialog--medium"/)
    expect(html).not.toMatch(/<dialog[^>]* open/)
  })

  it('has no serious axe violations while open', async () => {
    const user = userEvent.setup()
    const { container } = render(<Harness />)
    await user.click(opener())
    await expectNoAxeViolations(container)
  })
})
