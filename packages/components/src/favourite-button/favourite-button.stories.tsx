import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { frame } from '../test-utils/story-frame'
import { FavouriteButton } from './favourite-button'

const meta = {
  title: 'Vehicle/FavouriteButton',
  component: FavouriteButton,
  args: { pressed: false, onToggle: () => undefined },
  decorators: [frame()],
} satisfies Meta<typeof FavouriteButton>

export default meta
type Story = StoryObj<typeof meta>

export const NotFavourite: Story = {}

export const Favourite: Story = { args: { pressed: true } }

export const Controlled: Story = {
  render: function Controlled() {
    const [pressed, setPressed] = useState(false)
    return <FavouriteButton pressed={pressed} onToggle={setPressed} />
  },
}

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <FavouriteButton pressed={false} onToggle={() => undefined} />
      <FavouriteButton pressed onToggle={() => undefined} />
    </div>
  ),
}
