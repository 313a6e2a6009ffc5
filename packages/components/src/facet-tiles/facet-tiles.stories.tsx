import type { Meta, StoryObj } from '@storybook/react-vite'
import { FacetTiles } from './facet-tiles'
import { demoTiles } from './fixtures'
import { frame } from '../test-utils/story-frame'

const meta = {
  title: 'Search/FacetTiles',
  component: FacetTiles,
  args: { items: demoTiles, label: 'Browse by price' },
  decorators: [frame({ maxWidth: 960 })],
} satisfies Meta<typeof FacetTiles>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
