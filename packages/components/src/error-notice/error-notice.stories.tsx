import type { Meta, StoryObj } from '@storybook/react-vite'
import { ErrorNotice } from './error-notice'

const meta = {
  title: 'Pages/ErrorNotice',
  component: ErrorNotice,
  args: { text: 'We could not load this page. Please try again in a moment.' },
} satisfies Meta<typeof ErrorNotice>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithRetry: Story = { args: { onRetry: () => undefined, retryLabel: 'Try again' } }

export const PageLevel: Story = {
  args: { headingLevel: 1, title: 'Search is unavailable', onRetry: () => undefined },
}

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <ErrorNotice {...args} />
      <ErrorNotice {...args} onRetry={() => undefined} />
    </div>
  ),
}
