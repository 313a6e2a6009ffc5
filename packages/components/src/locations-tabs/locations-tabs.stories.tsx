import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { demoLocationGroups } from '../location-card/fixtures'
import { frame } from '../test-utils/story-frame'
import { LocationsTabs } from './locations-tabs'

const meta = {
  title: 'Locations/LocationsTabs',
  component: LocationsTabs,
  args: { groups: demoLocationGroups, query: '', onQueryChange: () => {} },
  decorators: [frame({ maxWidth: 1100 })],
} satisfies Meta<typeof LocationsTabs>

export default meta
type Story = StoryObj<typeof meta>

/** Controlled: the search box filters as you type (on the site, each keystroke writes locationQuery to the URL). */
export const Default: Story = {
  render: (args) => {
    const [query, setQuery] = useState(args.query)
    return <LocationsTabs {...args} query={query} onQueryChange={setQuery} />
  },
}

/** A search with matches: 'erina'. */
export const Filtered: Story = { args: { query: 'erina' } }

/** A search without matches. */
export const NoResults: Story = { args: { query: 'zzz' } }

/** Opened on the second group: its blank-type location shows under Sales. */
export const SecondGroup: Story = { args: { defaultGroup: 'bunya-range-mazda' } }

/** One group: no group selector. */
export const SingleGroup: Story = { args: { groups: demoLocationGroups.slice(0, 1) } }

/** Every state side by side. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <LocationsTabs {...args} />
      <LocationsTabs {...args} query="erina" />
      <LocationsTabs {...args} query="zzz" />
      <LocationsTabs {...args} defaultGroup="bunya-range-mazda" />
    </div>
  ),
}
