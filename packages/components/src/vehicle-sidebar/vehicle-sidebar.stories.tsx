import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { frame } from '../test-utils/story-frame'
import { ToastProvider } from '../toast/toast'
import { availableSidebar, comingSoonSidebar, reducedSidebar, soldSidebar } from './fixtures'
import { VehicleSidebar } from './vehicle-sidebar'

const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
)

const meta = {
  title: 'Vehicle/VehicleSidebar',
  component: VehicleSidebar,
  args: availableSidebar,
  decorators: [withToasts, frame()],
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <VehicleSidebar {...args} />
    </div>
  ),
} satisfies Meta<typeof VehicleSidebar>

export default meta
type Story = StoryObj<typeof meta>

export const Available: Story = {}

/** Favourite and the PDF download are live: the PDF takes two seconds. */
export const Controlled: Story = {
  render: function Controlled(args) {
    const [pressed, setPressed] = useState(false)
    return (
      <div style={{ maxWidth: 420 }}>
        <VehicleSidebar
          {...args}
          favourite={{ pressed, onToggle: setPressed }}
          print={{
            printHref: '/print?car_id=2023-toyota-hilux-sr5',
            onDownloadPdf: () => new Promise((resolve) => setTimeout(resolve, 2000)),
          }}
        />
      </div>
    )
  },
}

export const Sold: Story = { args: soldSidebar }

export const SoldNoStockOption: Story = { args: { ...soldSidebar, findSimilar: null } }

export const ComingSoon: Story = { args: comingSoonSidebar }

export const ReducedPrice: Story = { args: reducedSidebar }

export const BelowMarket: Story = { args: { belowMarket: true } }

export const NoPrice: Story = {
  args: { price: { text: 'Enquire for price.' }, financeEstimate: null, reserve: null },
}

export const InstantMessage: Story = { args: { enquiry: { label: 'Instant Message', href: '#chat' } } }

/** The site option that shows phone numbers unmasked. */
export const PhoneRevealed: Story = { args: { phoneReveal: { showNumber: true } } }

export const PdfPreparing: Story = {
  args: {
    print: { printHref: '/print?car_id=x', onDownloadPdf: () => Promise.resolve(), defaultPreparing: true },
  },
}

export const WithShareMenu: Story = { args: { share: { ...availableSidebar.share!, menu: true } } }

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' }}>
      <VehicleSidebar {...availableSidebar} />
      <VehicleSidebar {...reducedSidebar} />
      <VehicleSidebar {...comingSoonSidebar} />
      <VehicleSidebar {...soldSidebar} />
      <VehicleSidebar {...soldSidebar} findSimilar={null} />
    </div>
  ),
}
