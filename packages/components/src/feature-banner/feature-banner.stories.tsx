import type { Meta, StoryObj } from '@storybook/react-vite'
import { FeatureBanner } from './feature-banner'
import { demoFeatures } from './fixtures'

const meta = {
  title: 'Home/FeatureBanner',
  component: FeatureBanner,
  args: { items: demoFeatures },
} satisfies Meta<typeof FeatureBanner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithHeading: Story = { args: { heading: 'How can we help?' } }

export const WithoutIcons: Story = { args: { items: demoFeatures.map(({ icon: _icon, ...item }) => item) } }

export const SingleItem: Story = { args: { items: demoFeatures.slice(1, 2) } }

export const Empty: Story = { args: { items: [] } }
