import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { demoMenu } from './fixtures'
import { SiteHeader } from './site-header'

const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40"><rect width="160" height="40" rx="6" fill="#0b4f9c"/><text x="80" y="26" font-family="Arial" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">SUNSHINE</text></svg>',
)}`

const frame: Decorator = (Story) => (
  <div style={{ minHeight: 420 }}>
    <Story />
  </div>
)

const meta = {
  title: 'Shell/SiteHeader',
  component: SiteHeader,
  args: {
    siteName: 'Sunshine Motors',
    menu: demoMenu,
    phone: { label: '07 3000 0000', href: 'tel:0730000000' },
  },
  decorators: [frame],
} satisfies Meta<typeof SiteHeader>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithLogo: Story = {
  args: { logo: { src: logo, alt: 'Sunshine Motors', width: 160, height: 40 } },
}

/** Offers shows only when the tenant has offers. */
export const WithoutOffers: Story = { args: { menu: demoMenu.filter((item) => item.label !== 'Offers') } }

export const DropdownOpen: Story = { args: { defaultOpenMenu: 'Stock' } }

export const LinkedDropdownOpen: Story = { args: { defaultOpenMenu: 'New Vehicles' } }

export const MegaMenuOpen: Story = { args: { defaultOpenMenu: 'Brands' } }

export const PhoneMenuOpen: Story = {
  args: { defaultPanelOpen: true, defaultOpenMenu: 'Service' },
  globals: { viewport: { value: 'phone', isRotated: false } },
}

/** Scroll the canvas past 500px: the bar fixes itself to the top without moving the page. */
export const Sticky: Story = {
  args: { sticky: true },
  decorators: [
    (Story) => (
      <div>
        <Story />
        <main style={{ height: 2000, padding: 16, fontFamily: 'system-ui' }}>Scroll down…</main>
      </div>
    ),
  ],
}

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <SiteHeader {...args} />
      <div style={{ minHeight: 260 }}>
        <SiteHeader {...args} defaultOpenMenu="Stock" />
      </div>
      <div style={{ minHeight: 260 }}>
        <SiteHeader
          {...args}
          logo={{ src: logo, alt: 'Sunshine Motors', width: 160, height: 40 }}
          defaultOpenMenu="Brands"
        />
      </div>
    </div>
  ),
}
