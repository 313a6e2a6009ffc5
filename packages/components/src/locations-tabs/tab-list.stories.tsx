import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { frame } from '../test-utils/story-frame'
import { TabList } from './tab-list'

const tabs = [
  { key: 'sales', label: 'Sales' },
  { key: 'used', label: 'Used' },
  { key: 'service', label: 'Service' },
  { key: 'parts', label: 'Parts' },
]

const meta = {
  title: 'Locations/TabList',
  component: TabList,
  args: { tabs, selected: 0, onSelect: () => {}, label: 'Departments', idPrefix: 'story' },
  decorators: [frame({ maxWidth: 640 })],
} satisfies Meta<typeof TabList>

export default meta
type Story = StoryObj<typeof meta>

/** Controlled: click or use the arrow keys, Home and End. */
export const Default: Story = {
  render: (args) => {
    const [selected, setSelected] = useState(args.selected)
    return <TabList {...args} selected={selected} onSelect={setSelected} />
  },
}

/** Another tab selected. */
export const ThirdSelected: Story = { args: { selected: 2 } }

/** A single tab. */
export const Single: Story = { args: { tabs: tabs.slice(0, 1) } }
