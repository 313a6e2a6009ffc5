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

/** The certified make's used car without a logo from the tenant: a seal badge in the brand colour. */
export const CertifiedSeal: Story = {
  args: { ...hilux, tag: { text: 'Toyota Certified', tone: 'certified' } },
}

/** The tenant gives its certified program's logo: it is the tag, named by the tag's text. */
export const CertifiedLogo: Story = {
  args: {
    ...hilux,
    tag: {
      text: 'Toyota Certified',
      tone: 'certified',
      logoUrl:
        'data:image/svg+xml,' +
        encodeURIComponent(
          '<svg xmlns="http://www.w3.org/2000/svg" width="168" height="48"><rect width="168" height="48" rx="6" fill="#0b4f9c"/><text x="84" y="30" fill="#fff" font-family="sans-serif" font-size="16" font-weight="700" text-anchor="middle">CERTIFIED</text></svg>',
        ),
    },
  },
}

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
