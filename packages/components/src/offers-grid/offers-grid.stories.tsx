import type { Meta, StoryObj } from '@storybook/react-vite'
import { demoPromo, demoPromoWithImage } from '../promo-card/fixtures'
import { OffersGrid } from './offers-grid'

const meta = {
  title: 'Content/OffersGrid',
  component: OffersGrid,
  args: {
    offers: [
      demoPromoWithImage,
      demoPromo,
      { ...demoPromoWithImage, href: '/service', heading: 'Service special' },
    ],
  },
} satisfies Meta<typeof OffersGrid>

export default meta
type Story = StoryObj<typeof meta>

/** Three offers: one row on wide screens. */
export const Default: Story = {}

/** One offer. */
export const SingleOffer: Story = { args: { offers: [demoPromo] } }

/** No offers: nothing (the page redirects instead). */
export const Empty: Story = { args: { offers: [] } }
