import type { Meta, StoryObj } from '@storybook/react-vite'
import { ModelHero } from './model-hero'

const meta = {
  title: 'Models/ModelHero',
  component: ModelHero,
  args: {
    title: 'Toyota HiLux',
    description: 'The Toyota HiLux brings diesel power, 5 seats and a long list of standard safety features.',
    image: { src: '/images/vehicles/ute/blue.jpg', alt: 'Toyota HiLux' },
    comingSoon: false,
    quoteHref: '/models/order-now?model_id=hilux&model_name=HiLux',
  },
} satisfies Meta<typeof ModelHero>

export default meta
type Story = StoryObj<typeof meta>

/** On sale: the model-level quote button. */
export const Default: Story = {}

/** The tenant's quote text. */
export const TenantQuoteText: Story = { args: { texts: { quote: 'Get a Drive-Away Quote' } } }

/** coming_soon: no button, the picture links to #form-section. */
export const ComingSoon: Story = {
  args: { title: 'ALL-NEW Toyota Yaris Cross', comingSoon: true, quoteHref: null },
}

/** No picture. */
export const WithoutImage: Story = { args: { image: undefined } }
