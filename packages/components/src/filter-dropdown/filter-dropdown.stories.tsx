import type { Meta, StoryObj } from '@storybook/react-vite'
import { formatDollars } from '../format'
import { RangeFilter } from '../range-filter/range-filter'
import { demoCarTypes, demoMakeGroups, demoMakes } from '../refinement-list/fixtures'
import { RefinementList } from '../refinement-list/refinement-list'
import { FilterDropdown } from './filter-dropdown'
import { frame } from '../test-utils/story-frame'

const meta = {
  title: 'Search/FilterDropdown',
  component: FilterDropdown,
  args: {
    label: 'Car type',
    activeCount: 1,
    children: <RefinementList items={demoCarTypes} onToggle={() => undefined} />,
  },
  decorators: [frame({ minHeight: 480 })],
} satisfies Meta<typeof FilterDropdown>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}

export const Open: Story = { args: { defaultOpen: true } }

export const PopularMakes: Story = {
  args: {
    label: 'Make',
    defaultOpen: true,
    children: (
      <RefinementList
        items={demoMakes}
        groups={demoMakeGroups}
        searchable
        texts={{ search: 'Search makes' }}
        onToggle={() => undefined}
      />
    ),
  },
}

export const PriceRange: Story = {
  args: {
    label: 'Price',
    defaultOpen: true,
    children: (
      <RangeFilter
        label="Price"
        min={5000}
        max={250000}
        step={500}
        value={{ min: 10000 }}
        onChange={() => undefined}
        format={formatDollars}
      />
    ),
  },
}
