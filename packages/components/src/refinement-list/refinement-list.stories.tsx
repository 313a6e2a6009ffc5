import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { demoCarTypes, demoMakeGroups, demoMakes } from './fixtures'
import { RefinementList, type RefinementItem } from './refinement-list'
import { frame } from '../test-utils/story-frame'

const meta = {
  title: 'Search/RefinementList',
  component: RefinementList,
  args: { label: 'Car type', items: demoCarTypes, onToggle: () => undefined },
  decorators: [frame({ maxWidth: 320 })],
} satisfies Meta<typeof RefinementList>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const PopularMakes: Story = {
  args: {
    label: 'Make',
    items: demoMakes,
    groups: demoMakeGroups,
    searchable: true,
    texts: { search: 'Search makes' },
  },
}

export const Empty: Story = { args: { label: 'Colour', items: [] } }

export const Controlled: Story = {
  render: (args) => {
    const [items, setItems] = useState<RefinementItem[]>(demoCarTypes)
    const toggle = (value: string) =>
      setItems((current) =>
        current.map((item) => (item.value === value ? { ...item, isRefined: !item.isRefined } : item)),
      )
    return <RefinementList {...args} items={items} onToggle={toggle} />
  },
}
