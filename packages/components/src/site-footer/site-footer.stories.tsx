import type { Meta, StoryObj } from '@storybook/react-vite'
import { demoFooter } from './fixtures'
import { SiteFooter } from './site-footer'

const meta = {
  title: 'Shell/SiteFooter',
  component: SiteFooter,
  args: demoFooter,
} satisfies Meta<typeof SiteFooter>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const LinksOnly: Story = {
  args: { groups: demoFooter.groups, phoneNumbers: [], social: {}, paymentLogos: false, legal: undefined },
}

export const WithoutPhoneNumbers: Story = { args: { phoneNumbers: [] } }

export const Empty: Story = {
  args: { groups: [], phoneNumbers: [], social: {}, paymentLogos: false, legal: undefined },
}

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <SiteFooter {...args} />
      <SiteFooter groups={args.groups} />
      <SiteFooter groups={[]} legal="© 2026 Sunshine Toyota." paymentLogos />
    </div>
  ),
}
