import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { VehicleStickyHeader } from './vehicle-sticky-header'

/** A page tall enough to scroll. */
const scrollPage: Decorator = (Story) => (
  <div style={{ minHeight: 2000, padding: 16 }}>
    <p>Scroll past 500px to show the bar.</p>
    <Story />
  </div>
)

const meta = {
  title: 'Vehicle/VehicleStickyHeader',
  component: VehicleStickyHeader,
  args: {
    title: '2023 Toyota HiLux SR5',
    price: { text: '$52,990', note: 'Drive Away' },
    enquiry: { href: '#enquire' },
  },
  decorators: [scrollPage],
} satisfies Meta<typeof VehicleStickyHeader>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Shown: Story = { args: { forceShown: true } }

export const NoPrice: Story = { args: { forceShown: true, price: { text: 'Enquire for price.' } } }

export const Sold: Story = { args: { forceShown: true, price: null, enquiry: null } }

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, padding: 16 }}>
      {[
        { ...args, forceShown: true },
        { ...args, forceShown: true, price: { text: 'Enquire for price.' } },
        { ...args, forceShown: true, price: null, enquiry: null },
      ].map((state, index) => (
        <div
          key={index}
          style={{ position: 'relative', height: 80, transform: 'translateZ(0)', outline: '1px dashed #ccc' }}
        >
          <VehicleStickyHeader {...state} />
        </div>
      ))}
    </div>
  ),
}
