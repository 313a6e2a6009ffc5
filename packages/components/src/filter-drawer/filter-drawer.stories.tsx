import type { Meta, StoryObj } from '@storybook/react-vite'
import { DemoFilters } from '../filter-panel/demo-filters'
import { FilterDrawer } from './filter-drawer'
import { frame } from '../test-utils/story-frame'

const meta = {
  title: 'Search/FilterDrawer',
  component: FilterDrawer,
  args: { activeCount: 2, resultsCount: 1234, onClearAll: () => undefined, children: <DemoFilters /> },
  decorators: [frame()],
} satisfies Meta<typeof FilterDrawer>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}

export const Open: Story = { args: { defaultOpen: true } }

export const NoActiveFilters: Story = { args: { activeCount: 0 } }
