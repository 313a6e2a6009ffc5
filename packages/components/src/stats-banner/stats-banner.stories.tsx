import type { Meta, StoryObj } from '@storybook/react-vite'
import { StatsBanner } from './stats-banner'

const meta = {
  title: 'Home/StatsBanner',
  component: StatsBanner,
  args: {
    stats: [
      { value: '50+', label: 'locations' },
      { value: '40+', label: 'brands' },
      { value: '30+', label: 'years' },
    ],
  },
} satisfies Meta<typeof StatsBanner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithDisclaimer: Story = {
  args: {
    disclaimer:
      'While we take care to keep this information accurate, please confirm price, specifications and features with the dealer before you buy.',
  },
}

export const Empty: Story = { args: { stats: [] } }

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <StatsBanner {...args} />
      <StatsBanner
        {...args}
        disclaimer="Please confirm price, specifications and features with the dealer."
      />
      <StatsBanner stats={args.stats.slice(0, 2)} />
    </div>
  ),
}
