import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { frame } from '../test-utils/story-frame'
import { ToastProvider, useToast } from '../toast/toast'
import { WatchlistButton } from './watchlist-button'
import { watchlistToast } from './watchlist-toast'

/** The optimistic pattern: flip at once, call the server (800 ms here), toast, flip back on failure. */
function Optimistic({ fail = false }: { fail?: boolean }) {
  const toast = useToast()
  const [saved, setSaved] = useState(false)
  const [pending, setPending] = useState(false)
  const toggle = () => {
    const next = !saved
    setSaved(next)
    setPending(true)
    setTimeout(() => {
      setPending(false)
      if (fail) setSaved(!next)
      else toast.show(watchlistToast(next ? 'saved' : 'removed', '#watchlist'))
    }, 800)
  }
  return <WatchlistButton saved={saved} pending={pending} onToggle={toggle} carName="2023 Toyota HiLux SR5" />
}

const meta = {
  title: 'Forms/WatchlistButton',
  component: WatchlistButton,
  args: { saved: false, onToggle: () => undefined },
  decorators: [frame()],
} satisfies Meta<typeof WatchlistButton>

export default meta
type Story = StoryObj<typeof meta>

export const Save: Story = {}

export const Saved: Story = { args: { saved: true } }

export const Pending: Story = { args: { saved: true, pending: true } }

/** Click: it flips at once, then 'Car Saved In Watchlist' or 'Car Removed' with View List. */
export const WithToast: Story = {
  render: () => (
    <ToastProvider>
      <Optimistic />
    </ToastProvider>
  ),
}

/** The server call fails: the button flips back. */
export const FailureRollsBack: Story = {
  render: () => (
    <ToastProvider>
      <Optimistic fail />
    </ToastProvider>
  ),
}

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <WatchlistButton {...args} saved={false} />
      <WatchlistButton {...args} saved />
      <WatchlistButton {...args} saved pending />
      <WatchlistButton {...args} saved={false} pending />
    </div>
  ),
}
