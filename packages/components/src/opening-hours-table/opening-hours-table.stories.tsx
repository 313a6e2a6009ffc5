import type { Meta, StoryObj } from '@storybook/react-vite'
import { gosfordDepartments } from '../location-card/fixtures'
import { frame } from '../test-utils/story-frame'
import { OpeningHoursTable } from './opening-hours-table'

const meta = {
  title: 'Locations/OpeningHoursTable',
  component: OpeningHoursTable,
  args: { departments: gosfordDepartments },
  decorators: [frame({ maxWidth: 480 })],
} satisfies Meta<typeof OpeningHoursTable>

export default meta
type Story = StoryObj<typeof meta>

/** Several location types: the department selector and the Holiday Hours button. */
export const Default: Story = {}

/** One location type: no selector; no special hours: no Holiday Hours button. */
export const SingleDepartment: Story = { args: { departments: gosfordDepartments.slice(1, 2) } }

/** Opened on another department. */
export const PartsFirst: Story = { args: { defaultDepartment: 'parts' } }

/** Every state side by side. */
export const AllStates: Story = {
  decorators: [frame({ maxWidth: 1000 })],
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))' }}>
      <OpeningHoursTable departments={gosfordDepartments} />
      <OpeningHoursTable departments={gosfordDepartments.slice(1, 2)} />
      <OpeningHoursTable departments={gosfordDepartments} defaultDepartment="parts" />
    </div>
  ),
}
