import type { Meta, StoryObj } from '@storybook/react-vite'
import { BrandGrid } from './brand-grid'
import { demoBrandGroups } from './fixtures'

const meta = {
  title: 'Home/BrandGrid',
  component: BrandGrid,
  args: { heading: 'Our Brands', groups: demoBrandGroups },
} satisfies Meta<typeof BrandGrid>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const CarsOnly: Story = { args: { heading: undefined, groups: demoBrandGroups.slice(0, 1) } }

export const Empty: Story = { args: { groups: [] } }
