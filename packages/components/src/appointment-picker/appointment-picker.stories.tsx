import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { frame } from '../test-utils/story-frame'
import { AppointmentPicker, type AppointmentPickerProps } from './appointment-picker'
import { demoDays } from './fixtures'

function Live(props: Partial<AppointmentPickerProps>) {
  const [value, setValue] = useState<string | null>(props.value ?? null)
  return <AppointmentPicker slots={demoDays} {...props} value={value} onChange={setValue} />
}

const meta = {
  title: 'Forms/AppointmentPicker',
  component: AppointmentPicker,
  args: { slots: demoDays, value: null, onChange: () => undefined },
  decorators: [frame({ maxWidth: 560 })],
} satisfies Meta<typeof AppointmentPicker>

export default meta
type Story = StoryObj<typeof meta>

/** Tab to the days, move with the arrow keys, Tab to the times. */
export const Default: Story = { render: () => <Live /> }

export const Chosen: Story = { render: () => <Live value="2025-06-04T13:00:00+10:00" /> }

export const EmptyDay: Story = {
  render: () => <Live slots={[demoDays[1], demoDays[2]].filter((day) => !!day)} />,
}

export const Loading: Story = { args: { slots: [], loading: true } }

export const NoTimes: Story = { args: { slots: [] } }

export const WithError: Story = {
  render: () => <Live error="Please choose a time for your test drive." required />,
}

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Live />
      <Live value="2025-06-04T13:00:00+10:00" />
      <Live slots={[demoDays[1], demoDays[2]].filter((day) => !!day)} />
      <AppointmentPicker slots={[]} value={null} onChange={() => undefined} loading />
      <AppointmentPicker slots={[]} value={null} onChange={() => undefined} />
      <Live error="Please choose a time for your test drive." required />
    </div>
  ),
}
