import type { Meta, StoryObj } from '@storybook/react-vite'
import { ResultsSummary } from './results-summary'
import { frame } from '../test-utils/story-frame'

const meta = {
  title: 'Search/ResultsSummary',
  component: ResultsSummary,
  args: { count: 1234 },
  decorators: [frame()],
} satisfies Meta<typeof ResultsSummary>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Capped: Story = { args: { count: 1999, capped: true } }

export const WithQuery: Story = { args: { count: 12, query: 'hilux' } }

export const Empty: Story = { args: { count: 0 } }
