import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Pagination } from './pagination'
import { frame } from '../test-utils/story-frame'

const hrefFor = (page: number) => (page === 1 ? '?' : `?page=${page}`)

const meta = {
  title: 'Search/Pagination',
  component: Pagination,
  args: { page: 5, pages: 12, hrefFor },
  decorators: [frame()],
} satisfies Meta<typeof Pagination>

export default meta
type Story = StoryObj<typeof meta>

export const Middle: Story = {}

export const First: Story = { args: { page: 1 } }

export const Last: Story = { args: { page: 12 } }

export const FewPages: Story = { args: { page: 2, pages: 3 } }

export const Controlled: Story = {
  render: (args) => {
    const [page, setPage] = useState(1)
    return (
      <Pagination
        {...args}
        page={page}
        onNavigate={(target, event) => {
          event.preventDefault()
          setPage(target)
        }}
      />
    )
  },
}

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Pagination {...args} page={1} texts={{ label: 'Pagination, first page' }} />
      <Pagination {...args} page={5} texts={{ label: 'Pagination, middle page' }} />
      <Pagination {...args} page={12} texts={{ label: 'Pagination, last page' }} />
    </div>
  ),
}
