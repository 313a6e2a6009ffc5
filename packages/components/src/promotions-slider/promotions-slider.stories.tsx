import type { Meta, StoryObj } from '@storybook/react-vite'
import { demoSlides } from './fixtures'
import { PromotionsSlider } from './promotions-slider'

const meta = {
  title: 'Home/PromotionsSlider',
  component: PromotionsSlider,
  args: { slides: demoSlides },
} satisfies Meta<typeof PromotionsSlider>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const First: Story = { args: { startIndex: 0 } }

export const Middle: Story = { args: { startIndex: 1 } }

export const Last: Story = { args: { startIndex: 2 } }

export const SingleSlide: Story = { args: { slides: demoSlides.slice(0, 1) } }

export const Autoplay: Story = { args: { autoplay: { delayMs: 5000 } } }

export const Empty: Story = { args: { slides: [] } }

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <PromotionsSlider {...args} startIndex={0} />
      <PromotionsSlider {...args} startIndex={1} />
      <PromotionsSlider {...args} startIndex={2} />
      <PromotionsSlider {...args} slides={demoSlides.slice(0, 1)} />
    </div>
  ),
}
