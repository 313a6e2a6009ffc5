import type { Meta, StoryObj } from '@storybook/react-vite'
import { demoLocations } from './fixtures'
import { LocationsCarousel } from './locations-carousel'

const meta = {
  title: 'Locations/LocationsCarousel',
  component: LocationsCarousel,
  args: { locations: demoLocations },
} satisfies Meta<typeof LocationsCarousel>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const CustomTitle: Story = { args: { title: 'Visit a Showroom', swipeHint: 'Swipe for more' } }

export const SingleLocation: Story = { args: { locations: demoLocations.slice(0, 1) } }

export const Empty: Story = { args: { locations: [] } }
