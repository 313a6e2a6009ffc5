import type { Meta, StoryObj } from '@storybook/react-vite'
import { AnnouncementBar } from './announcement-bar'

const meta = {
  title: 'Shell/AnnouncementBar',
  component: AnnouncementBar,
  args: { message: 'Open this Saturday 8am to 5pm at every location.' },
} satisfies Meta<typeof AnnouncementBar>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithLink: Story = {
  args: { message: 'EOFY sale now on.', href: '/eofy', linkLabel: 'See the offers' },
}

export const Dismissible: Story = {
  args: { message: 'EOFY sale now on.', href: '/eofy', linkLabel: 'See the offers', dismissible: true },
}

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <AnnouncementBar {...args} />
      <AnnouncementBar {...args} href="/eofy" linkLabel="See the offers" />
      <AnnouncementBar {...args} href="/eofy" linkLabel="See the offers" dismissible />
    </div>
  ),
}
