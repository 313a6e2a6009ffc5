import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { frame } from '../test-utils/story-frame'
import { ToastProvider, useToast } from './toast'
import { createToastStore, type ToastOptions } from './toast-store'

/** A store whose toast never times out, so a story can show it still. */
function StillToast({ toast }: { toast: ToastOptions }) {
  const [store] = useState(createToastStore)
  useEffect(() => {
    store.show({ duration: Number.POSITIVE_INFINITY, ...toast })
  }, [store, toast])
  return <ToastProvider store={store} />
}

function Triggers() {
  const toast = useToast()
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <button
        type="button"
        className="fc-button"
        onClick={() =>
          toast.show({
            message: 'Car Saved In Watchlist',
            action: { label: 'View List', href: '#watchlist' },
          })
        }
      >
        Save car
      </button>
      <button type="button" className="fc-button" onClick={() => toast.show({ message: 'Car Removed' })}>
        Remove car
      </button>
    </div>
  )
}

const meta = {
  title: 'Vehicle/Toast',
  component: ToastProvider,
  decorators: [frame()],
} satisfies Meta<typeof ToastProvider>

export default meta
type Story = StoryObj<typeof meta>

/** Click the buttons: each toast replaces the previous one and closes after 3 seconds. */
export const Interactive: Story = {
  render: () => (
    <ToastProvider>
      <Triggers />
    </ToastProvider>
  ),
}

export const Copied: Story = {
  render: () => <StillToast toast={{ message: 'Copied 2023 Toyota HiLux SR5 to your clipboard!' }} />,
}

export const WatchlistSaved: Story = {
  render: () => (
    <StillToast
      toast={{ message: 'Car Saved In Watchlist', action: { label: 'View List', href: '#watchlist' } }}
    />
  ),
}

export const CopyFailed: Story = {
  render: () => (
    <StillToast
      toast={{
        message: 'Could not copy the link to 2023 Toyota HiLux SR5. Copy it from here:',
        detail: 'https://www.sunshinemotors.com.au/cars/2023-toyota-hilux-sr5-ute',
        tone: 'error',
      }}
    />
  ),
}

/** Only one toast can show at a time, so the states are listed as separate static toasts. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      {[
        { message: 'Copied 2023 Toyota HiLux SR5 to your clipboard!' },
        { message: 'Car Saved In Watchlist', action: 'View List' },
        { message: 'Car Removed', action: 'View List' },
        {
          message: 'Could not copy the link. Copy it from here:',
          detail: 'https://example.com/cars/x',
          error: true,
        },
      ].map((toast) => (
        <div key={toast.message} className={toast.error ? 'fc-toast fc-toast--error' : 'fc-toast'}>
          <div className="fc-toast__body">
            <p className="fc-toast__message">{toast.message}</p>
            {toast.detail ? <p className="fc-toast__detail">{toast.detail}</p> : null}
          </div>
          {toast.action ? (
            <a className="fc-toast__action" href="#watchlist">
              {toast.action}
            </a>
          ) : null}
        </div>
      ))}
    </div>
  ),
}
