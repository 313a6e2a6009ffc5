import { moneyQuickPicks } from '@forecourt/finance-math'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { frame } from '../test-utils/story-frame'
import { KilometresInput, MoneyInput, NumberField } from './money-input'

const meta = {
  title: 'Vehicle/MoneyInput',
  component: MoneyInput,
  args: { label: 'Purchase price', value: 30000, onChange: () => undefined },
  decorators: [frame({ maxWidth: 420 })],
} satisfies Meta<typeof MoneyInput>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithQuickPicks: Story = { args: { quickPicks: moneyQuickPicks.standard } }

export const PremiumQuickPicks: Story = { args: { value: 400000, quickPicks: moneyQuickPicks.premium } }

export const WithMessage: Story = {
  args: { value: 250000, message: 'Cannot be less than $1,000 or more than $250,000' },
}

export const Empty: Story = { args: { value: null, hint: 'Optional' } }

export const Disabled: Story = { args: { disabled: true } }

export const Controlled: Story = {
  render: (args) => {
    const [value, setValue] = useState<number | null>(30000)
    return (
      <>
        <MoneyInput {...args} value={value} onChange={setValue} quickPicks={moneyQuickPicks.standard} />
        <p>Value: {String(value)}</p>
      </>
    )
  },
}

export const Kilometres: Story = {
  render: () => {
    const [value, setValue] = useState<number | null>(250)
    return <KilometresInput label="Distance per week" value={value} onChange={setValue} />
  },
}

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <MoneyInput {...args} />
      <MoneyInput {...args} quickPicks={moneyQuickPicks.standard} />
      <MoneyInput {...args} value={250000} message="Cannot be less than $1,000 or more than $250,000" />
      <MoneyInput {...args} label="Deposit" value={null} hint="Optional" />
      <MoneyInput {...args} disabled />
      <KilometresInput label="Distance per week" value={250} onChange={() => undefined} />
      <NumberField label="Interest rate (% p.a.)" value={8.99} suffix="%" onChange={() => undefined} />
    </div>
  ),
}
