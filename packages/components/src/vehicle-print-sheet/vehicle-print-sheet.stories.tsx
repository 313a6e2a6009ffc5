import type { Meta, StoryObj } from '@storybook/react-vite'
import { printSheet } from './fixtures'
import { VehiclePrintSheet } from './vehicle-print-sheet'

const meta = {
  title: 'Vehicle/VehiclePrintSheet',
  component: VehiclePrintSheet,
  args: { ...printSheet, onPrint: () => undefined, onDownloadPdf: () => undefined },
} satisfies Meta<typeof VehiclePrintSheet>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const PreparingPdf: Story = { args: { preparing: true } }

export const WithoutPictureOrLocation: Story = {
  args: { image: null, location: null, sanitisedCommentsHtml: '', features: [] },
}

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 48 }}>
      <VehiclePrintSheet {...args} />
      <VehiclePrintSheet {...args} preparing />
      <VehiclePrintSheet {...args} image={null} location={null} sanitisedCommentsHtml="" features={[]} />
    </div>
  ),
}
