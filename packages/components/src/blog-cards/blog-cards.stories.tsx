import type { Meta, StoryObj } from '@storybook/react-vite'
import { BlogCards } from './blog-cards'
import { demoPosts } from './fixtures'

const meta = {
  title: 'Content/BlogCards',
  component: BlogCards,
  args: { heading: 'Latest News', posts: demoPosts.slice(0, 3) },
} satisfies Meta<typeof BlogCards>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const TwoRows: Story = {
  args: { posts: [...demoPosts, ...demoPosts.map((post) => ({ ...post, href: `${post.href}-2` }))] },
}

export const SinglePost: Story = { args: { posts: demoPosts.slice(0, 1) } }

export const WithoutHeading: Story = { args: { heading: undefined, readMoreLabel: 'Keep reading' } }

export const Empty: Story = { args: { posts: [] } }
