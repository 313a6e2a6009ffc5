import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { demoPromo, demoPromoWithImage } from './fixtures'
import { PromoCard } from './promo-card'

const frame: Decorator = (Story) => (
  <div style={{ maxWidth: 340, padding: 16 }}>
    <Story />
  </div>
)

const meta = {
  title: 'Search/PromoCard',
  component: PromoCard,
  args: demoPromo,
  decorators: [frame],
} satisfies Meta<typeof PromoCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithImage: Story = { args: demoPromoWithImage }
