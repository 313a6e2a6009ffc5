import type { Meta, StoryObj } from '@storybook/react-vite'
import { demoBodies, demoModels } from './fixtures'
import { ModelList } from './model-list'

const meta = {
  title: 'Models/ModelList',
  component: ModelList,
  args: {
    models: demoModels,
    bodies: demoBodies.map((body) => ({ ...body, current: body.href === '/models' })),
  },
} satisfies Meta<typeof ModelList>

export default meta
type Story = StoryObj<typeof meta>

/** Every model, the 'All' filter chosen; Tasman is coming_soon ('ALL-NEW'). */
export const Default: Story = {}

/** Filtered to one body. */
export const FilteredByBody: Story = { args: { models: demoModels.slice(0, 1), bodies: demoBodies } }

/** A tenant with one body: no filter. */
export const WithoutFilter: Story = { args: { bodies: [] } }

/** No model of the chosen body. */
export const Empty: Story = { args: { models: [], bodies: demoBodies } }
