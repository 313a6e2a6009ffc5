import type { Meta, StoryObj } from '@storybook/react-vite'
import { demoVariants } from '../variant-card/fixtures'
import { ModelVariants } from './model-variants'

const meta = {
  title: 'Models/ModelVariants',
  component: ModelVariants,
  args: { makeModel: 'Kia Sportage', variants: demoVariants },
} satisfies Meta<typeof ModelVariants>

export default meta
type Story = StoryObj<typeof meta>

/** 4 or more variants: swipe slider with arrows. */
export const SliderWithArrows: Story = {}

/** 3 variants: swipe slider, no arrows. */
export const SliderWithoutArrows: Story = { args: { variants: demoVariants.slice(0, 3) } }

/** 2 variants: grid. */
export const Grid: Story = { args: { variants: demoVariants.slice(0, 2) } }

/** 1 variant: '{make model} Features'. */
export const SingleVariant: Story = { args: { variants: demoVariants.slice(0, 1) } }

/** A coming_soon model: no quote buttons. */
export const ComingSoon: Story = {
  args: { variants: demoVariants.slice(0, 3).map((variant) => ({ ...variant, quoteHref: null })) },
}

/** The tenant's quote text on every card. */
export const TenantQuoteText: Story = { args: { cardTexts: { quote: 'Get a Drive-Away Quote' } } }
