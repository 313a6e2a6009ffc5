import type { Meta, StoryObj } from '@storybook/react-vite'
import { frame } from '../test-utils/story-frame'
import { VehicleFacts } from './vehicle-facts'

const meta = {
  title: 'Vehicle/VehicleFacts',
  component: VehicleFacts,
  args: {
    regoExpiry: 'Expires on 01/03/2026',
    certified: 'Toyota Certified Pre-Owned',
    certifiedHref: '#certified',
    historyReportUrl: '#history-report.pdf',
  },
  decorators: [frame({ maxWidth: 420 })],
} satisfies Meta<typeof VehicleFacts>

export default meta
type Story = StoryObj<typeof meta>

export const AllRows: Story = {}

export const Unregistered: Story = {
  args: { regoExpiry: 'Unregistered', certified: null, historyReportUrl: null },
}

/** Without a file there is no history report row. */
export const WithoutHistoryReport: Story = { args: { historyReportUrl: null } }

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <VehicleFacts {...args} />
      <VehicleFacts regoExpiry="Unregistered" />
      <VehicleFacts regoExpiry="Expires on 01/03/2026" historyReportUrl={null} />
    </div>
  ),
}
