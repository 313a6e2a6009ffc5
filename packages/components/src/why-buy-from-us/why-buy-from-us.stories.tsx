import type { Meta, StoryObj } from '@storybook/react-vite'
import { WhyBuyFromUs } from './why-buy-from-us'

const meta = {
  title: 'Home/WhyBuyFromUs',
  component: WhyBuyFromUs,
  args: {
    heading: 'Why buy from us',
    blocks: [
      {
        heading: '14-day money back',
        text: 'Change your mind within 14 days and 500 km and we will take it back.',
      },
      { heading: '3-year warranty', text: 'Every used car comes with a 3-year warranty as standard.' },
      { heading: 'Ready to drive', text: 'A quarter tank of fuel, all keys and no money owing.' },
      { heading: 'Finance in minutes', text: 'Apply online and get an answer the same day.' },
    ],
  },
} satisfies Meta<typeof WhyBuyFromUs>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const TwoBlocks: Story = {
  render: (args) => <WhyBuyFromUs {...args} blocks={args.blocks.slice(0, 2)} />,
}

export const Empty: Story = { args: { blocks: [] } }
