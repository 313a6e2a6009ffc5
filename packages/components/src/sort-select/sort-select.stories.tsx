import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { demoSortOptions } from './fixtures'
import { SortSelect } from './sort-select'
import { frame } from '../test-utils/story-frame'

const meta = {
  title: 'Search/SortSelect',
  component: SortSelect,
  args: { options: demoSortOptions, value: 'Car_production', onChange: () => undefined },
  decorators: [frame()],
} satisfies Meta<typeof SortSelect>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Controlled: Story = {
  render: (args) => {
    const [value, setValue] = useState('Car_production_price_desc')
    return <SortSelect {...args} value={value} onChange={setValue} />
  },
}
