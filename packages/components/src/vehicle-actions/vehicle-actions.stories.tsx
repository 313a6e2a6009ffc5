import type { Meta, StoryObj } from '@storybook/react-vite'
import { frame } from '../test-utils/story-frame'
import { VehicleActions } from './vehicle-actions'

const meta = {
  title: 'Vehicle/VehicleActions',
  component: VehicleActions,
  args: { reserve: { href: '#reserve' }, enquiry: { href: '#enquire' }, phone: '+61733334444' },
  decorators: [frame({ maxWidth: 360 })],
} satisfies Meta<typeof VehicleActions>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithoutReserve: Story = { args: { reserve: null } }

export const InstantMessage: Story = { args: { enquiry: { label: 'Instant Message', href: '#chat' } } }

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <VehicleActions {...args} />
      <VehicleActions {...args} reserve={null} />
      <VehicleActions {...args} reserve={null} enquiry={{ label: 'Instant Message', href: '#chat' }} />
    </div>
  ),
}
