import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { ActiveRefinements } from './active-refinements'
import { frame } from '../test-utils/story-frame'

const items = [
  { key: 'car_type:used', label: 'Car type: Used' },
  { key: 'make:Toyota', label: 'Make: Toyota' },
  { key: 'make:Mazda', label: 'Make: Mazda' },
  { key: 'price', label: 'Price: $10,000 – $20,000' },
]

const meta = {
  title: 'Search/ActiveRefinements',
  component: ActiveRefinements,
  args: { items, onRemove: () => undefined, onClear: () => undefined },
  decorators: [frame()],
} satisfies Meta<typeof ActiveRefinements>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Controlled: Story = {
  render: (args) => {
    const [current, setCurrent] = useState(items)
    return (
      <ActiveRefinements
        {...args}
        items={current}
        onRemove={(key) => setCurrent((list) => list.filter((item) => item.key !== key))}
        onClear={() => setCurrent([])}
      />
    )
  },
}
