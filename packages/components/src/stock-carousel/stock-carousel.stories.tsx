import type { Meta, StoryObj } from '@storybook/react-vite'
import { demoCards } from '../vehicle-card/fixtures'
import { StockCarousel } from './stock-carousel'

const meta = {
  title: 'Stock/StockCarousel',
  component: StockCarousel,
  args: { heading: 'Latest Stock', cards: demoCards, viewAllHref: '/search/new-used-and-demo-cars' },
} satisfies Meta<typeof StockCarousel>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const ManyCards: Story = {
  args: { cards: [...demoCards, ...demoCards.map((card) => ({ ...card, href: `${card.href}-2` }))] },
}

export const FewCards: Story = { args: { cards: demoCards.slice(0, 2) } }

export const WithoutViewAll: Story = { args: { viewAllHref: undefined } }

export const Empty: Story = { args: { cards: [] } }
