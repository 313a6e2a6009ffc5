import type { Meta, StoryObj } from '@storybook/react-vite'
import { ResultsSummary } from '../results-summary/results-summary'
import { demoSortOptions } from '../sort-select/fixtures'
import { SortSelect } from '../sort-select/sort-select'
import { DemoFilters } from './demo-filters'
import { FilterPanel } from './filter-panel'
import { frame } from '../test-utils/story-frame'

const meta = {
  title: 'Search/FilterPanel',
  component: FilterPanel,
  args: {
    activeCount: 2,
    resultsCount: 1234,
    onClearAll: () => undefined,
    children: <DemoFilters />,
    toolbar: (
      <>
        <ResultsSummary count={1234} />
        <SortSelect options={demoSortOptions} value="Car_production" onChange={() => undefined} />
      </>
    ),
  },
  decorators: [frame({ minHeight: 560 })],
} satisfies Meta<typeof FilterPanel>

export default meta
type Story = StoryObj<typeof meta>

/** Dropdowns in a row from 64rem; a Filters button below that (try the phone viewport). */
export const Default: Story = {}

/** The phone drawer open (view at the phone viewport). */
export const DrawerOpen: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
}

export const Capped: Story = { args: { resultsCount: 1999, resultsCapped: true } }
