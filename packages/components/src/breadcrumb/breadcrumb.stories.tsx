import type { Meta, StoryObj } from '@storybook/react-vite'
import { frame } from '../test-utils/story-frame'
import { Breadcrumb } from './breadcrumb'
import { demoCrumbs } from './fixtures'

const meta = {
  title: 'Vehicle/Breadcrumb',
  component: Breadcrumb,
  args: { items: demoCrumbs },
  decorators: [frame()],
} satisfies Meta<typeof Breadcrumb>

export default meta
type Story = StoryObj<typeof meta>

export const VehiclePage: Story = {}

/** The model step is left out when the model is not one of the configured stock models. */
export const WithoutModel: Story = {
  args: { items: demoCrumbs.filter((crumb) => crumb.label !== 'HiLux') },
}

export const Short: Story = { args: { items: [{ label: 'Home', href: '/' }, { label: 'Finance' }] } }

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Breadcrumb items={demoCrumbs} />
      <Breadcrumb items={demoCrumbs.filter((crumb) => crumb.label !== 'HiLux')} />
      <Breadcrumb items={[{ label: 'Home', href: '/' }, { label: 'Finance' }]} />
    </div>
  ),
}
