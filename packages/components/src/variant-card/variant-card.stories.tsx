import type { Meta, StoryObj } from '@storybook/react-vite'
import { frame } from '../test-utils/story-frame'
import { demoVariants } from './fixtures'
import { VariantCard } from './variant-card'

const { id: _id, ...variant } = demoVariants[0] as (typeof demoVariants)[0]

const meta = {
  title: 'Models/VariantCard',
  component: VariantCard,
  decorators: [frame({ maxWidth: '24rem' })],
  args: variant,
} satisfies Meta<typeof VariantCard>

export default meta
type Story = StoryObj<typeof meta>

/** More than 8 features: the first 8 and View more. */
export const Default: Story = {}

/** 8 features or fewer: no toggle. */
export const FewFeatures: Story = { args: { sanitisedFeatures: variant.sanitisedFeatures.slice(0, 3) } }

/** No drive-away price. */
export const WithoutPrice: Story = { args: { driveAwayPrice: null } }

/** A coming_soon model: no quote button. */
export const ComingSoon: Story = { args: { quoteHref: null } }

/** The tenant's own quote button text. */
export const TenantQuoteText: Story = { args: { texts: { quote: 'Get a Drive-Away Quote' } } }
