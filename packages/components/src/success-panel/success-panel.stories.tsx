import type { Meta, StoryObj } from '@storybook/react-vite'
import { demoCar } from '../form-fields/fixtures'
import { frame } from '../test-utils/story-frame'
import { CarSummary } from './car-summary'
import { SuccessPanel } from './success-panel'

const links = [
  { label: 'Back to the car', href: demoCar.href },
  { label: 'Keep browsing', href: '/search/new-used-and-demo-cars' },
]

const meta = {
  title: 'Forms/SuccessPanel',
  component: SuccessPanel,
  args: { message: 'Your enquiry has been sent. We will be in touch soon.', car: demoCar, links },
  decorators: [frame()],
} satisfies Meta<typeof SuccessPanel>

export default meta
type Story = StoryObj<typeof meta>

export const WithCar: Story = {}

export const WithoutCar: Story = { args: { car: undefined, links: [{ label: 'Home', href: '/' }] } }

export const TestDriveBooked: Story = {
  args: { heading: 'Test drive booked', message: 'See you on Saturday 7 June at 10:00 am.' },
}

export const CarSummaryOnly: Story = { render: () => <CarSummary car={demoCar} /> }

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <SuccessPanel {...args} />
      <SuccessPanel {...args} headingLevel={2} car={undefined} links={[{ label: 'Home', href: '/' }]} />
      <SuccessPanel {...args} headingLevel={2} heading="Test drive booked" links={[]} />
    </div>
  ),
}
