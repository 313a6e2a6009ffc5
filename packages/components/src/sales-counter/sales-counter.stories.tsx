import type { Meta, StoryObj } from '@storybook/react-vite'
import { SalesCounter } from './sales-counter'

const meta = {
  title: 'Home/SalesCounter',
  component: SalesCounter,
  args: { value: 3857 },
} satisfies Meta<typeof SalesCounter>

export default meta
type Story = StoryObj<typeof meta>

/** The server-rendered count. */
export const Default: Story = {}

/** Refreshing every 3 seconds (150 seconds on sites) and counting up by 5 each time. */
export const Refreshing: Story = {
  args: {
    refreshMs: 3000,
    next: (() => {
      let count = 3857
      return () => (count += 5)
    })(),
  },
}

/** The start of a month. */
export const StartOfMonth: Story = { args: { value: 0 } }

/** A tenant's own label. */
export const CustomLabel: Story = { args: { label: 'Cars sold this month' } }
