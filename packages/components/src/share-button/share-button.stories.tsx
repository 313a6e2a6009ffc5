import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { frame } from '../test-utils/story-frame'
import { ToastProvider } from '../toast/toast'
import { ShareButton, ShareMenu } from './share-button'

const url = 'https://www.sunshinemotors.com.au/cars/2023-toyota-hilux-sr5-ute'
const vehicleName = '2023 Toyota HiLux SR5'

const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
)

const meta = {
  title: 'Vehicle/ShareButton',
  component: ShareButton,
  args: { url, vehicleName },
  decorators: [withToasts, frame()],
} satisfies Meta<typeof ShareButton>

export default meta
type Story = StoryObj<typeof meta>

/** Click: the toast shows for 3 seconds. */
export const Default: Story = {}

/** The detail sidebar's button: it reads Copied for 1.5 seconds after a click. */
export const DetailSidebar: Story = { args: { showCopiedLabel: true } }

/** The label shown after copying, held still. */
export const CopiedLabel: Story = {
  render: (args) => <ShareButton {...args} texts={{ share: 'Copied' }} className="fc-share--copied" />,
}

export const Menu: Story = {
  render: (args) => <ShareMenu url={args.url} vehicleName={args.vehicleName} />,
}

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <ShareButton {...args} />
      <ShareButton {...args} showCopiedLabel />
      <ShareButton {...args} texts={{ share: 'Copied' }} className="fc-share--copied" />
      <ShareMenu url={args.url} vehicleName={args.vehicleName} />
    </div>
  ),
}
