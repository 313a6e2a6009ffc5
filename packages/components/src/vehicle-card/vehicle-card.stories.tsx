import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { demoActions, demoCards, demoFinanceChips } from './fixtures'
import { VehicleCard, type VehicleCardProps } from './vehicle-card'

const [hilux, cx5, sportage, ranger, i30] = demoCards as [
  VehicleCardProps,
  VehicleCardProps,
  VehicleCardProps,
  VehicleCardProps,
  VehicleCardProps,
]

const frame: Decorator = (Story) => (
  <div style={{ maxWidth: 340, padding: 16 }}>
    <Story />
  </div>
)

const meta = {
  title: 'Stock/VehicleCard',
  component: VehicleCard,
  args: hilux,
  decorators: [frame],
} satisfies Meta<typeof VehicleCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithoutImage: Story = { args: sportage }

export const Sold: Story = { args: ranger }

export const Reduced: Story = { args: cx5 }

export const NoTag: Story = { args: i30 }

export const PriceOnly: Story = {
  args: { ...i30, subtitle: undefined, chips: [], price: { text: '$24,990' } },
}

export const WithFinanceAndActions: Story = {
  args: { ...hilux, financeChips: demoFinanceChips, actions: demoActions },
}

export const SoldWithSimilarLink: Story = {
  args: { ...ranger, actions: [{ label: 'Find Me Something Similar', href: '/enquire' }] },
}

export const AllStates: Story = {
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 16 }}>
      {demoCards.map((card) => (
        <VehicleCard key={card.href} {...card} />
      ))}
      <VehicleCard {...hilux} href="/finance-card" financeChips={demoFinanceChips} actions={demoActions} />
    </div>
  ),
}
