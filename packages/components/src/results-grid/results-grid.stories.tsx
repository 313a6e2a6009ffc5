import type { Meta, StoryObj } from '@storybook/react-vite'
import { demoPromo, demoPromoWithImage } from '../promo-card/fixtures'
import { manyCards } from '../vehicle-card/fixtures'
import { ResultsGrid } from './results-grid'
import { frame } from '../test-utils/story-frame'

const meta = {
  title: 'Search/ResultsGrid',
  component: ResultsGrid,
  args: { cards: manyCards },
  decorators: [frame({ maxWidth: 1280, margin: '0 auto' })],
} satisfies Meta<typeof ResultsGrid>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const FourColumns: Story = { args: { columns: 4 } }

export const WithPromos: Story = {
  args: {
    promos: [
      { index: 4, card: demoPromo },
      { index: 9, card: demoPromoWithImage },
    ],
  },
}

export const Loading: Story = { args: { busy: true } }

/** The optional carousel: on a phone the results scroll sideways. */
export const Carousel: Story = { args: { carousel: true }, globals: { viewport: { value: 'mobile1' } } }
