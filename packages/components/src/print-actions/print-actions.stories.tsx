import type { Meta, StoryObj } from '@storybook/react-vite'
import { frame } from '../test-utils/story-frame'
import { PrintActions } from './print-actions'

const slowDownload = () => new Promise<void>((resolve) => setTimeout(resolve, 2000))

const meta = {
  title: 'Vehicle/PrintActions',
  component: PrintActions,
  args: { printHref: '/print?car_id=2023-toyota-hilux-sr5', onDownloadPdf: slowDownload },
  decorators: [frame()],
} satisfies Meta<typeof PrintActions>

export default meta
type Story = StoryObj<typeof meta>

/** Download PDF shows Preparing for two seconds. */
export const Default: Story = {}

export const PdfPreparing: Story = { args: { defaultPreparing: true } }

/** The download fails: the button returns and the site alerts the message. */
export const PdfFails: Story = {
  args: {
    onDownloadPdf: () => Promise.reject(new Error('The PDF could not be prepared.')),
    onDownloadPdfError: (error) => window.alert(error instanceof Error ? error.message : String(error)),
  },
}

export const PrintOnly: Story = { args: { onDownloadPdf: undefined } }

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <PrintActions {...args} />
      <PrintActions {...args} defaultPreparing />
      <PrintActions printHref={args.printHref} />
    </div>
  ),
}
