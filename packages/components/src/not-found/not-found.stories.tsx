import type { Meta, StoryObj } from '@storybook/react-vite'
import { NotFound } from './not-found'

const meta = {
  title: 'Pages/NotFound',
  component: NotFound,
  args: {
    text: 'The page you were looking for has moved or no longer exists.',
    links: [
      { label: 'Home', href: '/' },
      { label: 'Search Stock', href: '/search/new-used-and-demo-cars' },
      { label: 'Contact Us', href: '/contact' },
    ],
  },
} satisfies Meta<typeof NotFound>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const CustomTitle: Story = { args: { title: 'This car has been sold' } }

export const WithoutLinks: Story = { args: { links: [] } }
