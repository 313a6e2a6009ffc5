import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { VehicleBottomBar } from './vehicle-bottom-bar'

/** A page tall enough to scroll. */
const scrollPage: Decorator = (Story) => (
  <div style={{ minHeight: 2400, padding: 16 }}>
    <p>Scroll past 900px to open the bar on wide screens; phones always show Call Now and Enquire Now.</p>
    <Story />
  </div>
)

const meta = {
  title: 'Vehicle/VehicleBottomBar',
  component: VehicleBottomBar,
  args: {
    title: '2023 Toyota HiLux SR5',
    price: { text: '$52,990', note: 'Drive Away' },
    available: true,
    reserve: { href: '#reserve' },
    enquiry: { href: '#enquire' },
    phone: '+61733334444',
  },
  decorators: [scrollPage],
} satisfies Meta<typeof VehicleBottomBar>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Opened: Story = { args: { forceOpened: true } }

export const NoPrice: Story = {
  args: { forceOpened: true, price: { text: 'Enquire for price.' }, reserve: null },
}

export const Sold: Story = {
  args: { forceOpened: true, available: false, findSimilar: { href: '#similar' } },
}

export const StickyMobileBar: Story = {
  args: { forceOpened: true },
  globals: { viewport: { value: 'phone' } },
}

/** Each bar is fixed, so the states are shown one below the other in frames of their own. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, padding: 16 }}>
      {[
        { ...args, forceOpened: true },
        { ...args, forceOpened: true, price: { text: 'Enquire for price.' }, reserve: null },
        { ...args, forceOpened: true, available: false, findSimilar: { href: '#similar' } },
      ].map((state, index) => (
        <div
          key={index}
          style={{
            position: 'relative',
            height: 120,
            transform: 'translateZ(0)',
            outline: '1px dashed #ccc',
          }}
        >
          <VehicleBottomBar {...state} />
        </div>
      ))}
    </div>
  ),
}
