import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type ReactNode } from 'react'
import { demoValidate, enquiryFields, later } from '../form-fields/fixtures'
import { LeadForm } from '../lead-form/lead-form'
import { frame } from '../test-utils/story-frame'
import { Dialog, type DialogProps } from './dialog'

/** A button that opens the dialog, as on the vehicle page; `startOpen` shows it open at once. */
function WithOpener({
  label,
  startOpen = false,
  ...props
}: Omit<DialogProps, 'open' | 'onClose'> & { label: string; startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen)
  return (
    <>
      <button type="button" className="fc-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      <Dialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  )
}

const hours = (
  <table>
    <tbody>
      {[
        ['Christmas Day, 25 Dec', 'Closed'],
        ['Boxing Day, 26 Dec', '9:00 am – 1:00 pm'],
        ["New Year's Day, 1 Jan", 'Closed'],
      ].map(([day, time]) => (
        <tr key={day}>
          <th scope="row" style={{ textAlign: 'left', paddingRight: 16 }}>
            {day}
          </th>
          <td>{time}</td>
        </tr>
      ))}
    </tbody>
  </table>
)

const disclaimer = (
  <p>
    Comparison rate based on a secured loan of $30,000 over 5 years. WARNING: This comparison rate is true
    only for the example given and may not include all fees and charges. Different terms, fees or other loan
    amounts might result in a different comparison rate.
  </p>
)

const meta = {
  title: 'Forms/Dialog',
  component: Dialog,
  args: { open: false, onClose: () => undefined, title: 'Holiday Hours' },
  decorators: [frame()],
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

/** Closed: the opener button; Escape, the close button or the backdrop closes it and focus goes back. */
export const Closed: Story = {
  render: () => (
    <WithOpener label="Holiday Hours" title="Holiday Hours">
      {hours}
    </WithOpener>
  ),
}

/** Open, medium (the default): the test drive booking form. */
export const TestDrive: Story = {
  render: () => (
    <WithOpener label="Book a Test Drive" title="Book a Test Drive" startOpen>
      <LeadForm
        fields={enquiryFields.filter((field) => field.name !== 'category')}
        validate={demoValidate}
        onSubmit={() => later({ ok: true as const })}
        submitLabel="Book a Test Drive"
      />
    </WithOpener>
  ),
}

/** Open, small: the finance 'View disclaimer'. */
export const Small: Story = {
  render: () => (
    <WithOpener label="View disclaimer" title="Finance disclaimer" size="small" startOpen>
      {disclaimer}
    </WithOpener>
  ),
}

/** Open, large, with a footer. */
export const LargeWithFooter: Story = {
  render: () => (
    <WithOpener
      label="Email Us"
      title="Email Us"
      size="large"
      startOpen
      footer={
        <button type="button" className="fc-button">
          Done
        </button>
      }
    >
      <p>Send us a message and our team will reply within one business day.</p>
    </WithOpener>
  ),
}

function Preview({ size, title, children }: { size: string; title: string; children: ReactNode }) {
  // The dialog's own markup shown in place (not modal), so several states fit on one screen.
  return (
    <div
      className={`fc-dialog fc-dialog--${size}`}
      style={{ display: 'flex', position: 'static', height: 'auto' }}
    >
      <div className="fc-dialog__box">
        <div className="fc-dialog__head">
          <h2 className="fc-dialog__title">{title}</h2>
          <button type="button" className="fc-dialog__close" aria-label={`Close ${title}`}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="fc-dialog__body">{children}</div>
      </div>
    </div>
  )
}

/** Only one modal can be open at a time, so the sizes are shown as in-place previews. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, background: '#5b6472', padding: 16 }}>
      <Preview size="small" title="Finance disclaimer">
        {disclaimer}
      </Preview>
      <Preview size="medium" title="Holiday Hours">
        {hours}
      </Preview>
      <Preview size="large" title="Request Photos">
        <p>We will send more photos of this car to your email.</p>
      </Preview>
    </div>
  ),
}
