import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { formatDollars } from '../format'
import { RangeFilter, type RangeFilterValue } from './range-filter'
import { frame } from '../test-utils/story-frame'

const meta = {
  title: 'Search/RangeFilter',
  component: RangeFilter,
  args: {
    label: 'Price',
    min: 5000,
    max: 250000,
    step: 500,
    value: { min: 20000, max: 60000 },
    onChange: () => undefined,
    format: formatDollars,
  },
  decorators: [frame({ maxWidth: 360 })],
} satisfies Meta<typeof RangeFilter>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Unset: Story = { args: { value: {} } }

/** The handles one step apart: neither can move towards the other. */
export const HandlesTogether: Story = { args: { value: { min: 59500, max: 60000 } } }

export const LowerAtUpperBound: Story = { args: { value: { min: 249500 } } }

export const Odometer: Story = {
  args: {
    label: 'Odometer',
    min: 0,
    max: 300000,
    step: 5000,
    value: { max: 100000 },
    format: (value) => `${new Intl.NumberFormat('en-AU').format(value)} km`,
  },
}

export const Controlled: Story = {
  render: (args) => {
    const [value, setValue] = useState<RangeFilterValue>({})
    return (
      <>
        <RangeFilter {...args} value={value} onChange={setValue} />
        <p>Committed: {JSON.stringify(value)}</p>
      </>
    )
  },
}
