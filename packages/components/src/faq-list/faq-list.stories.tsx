import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { FaqList } from './faq-list'

const frame: Decorator = (Story) => (
  <div style={{ maxWidth: 720, padding: 16 }}>
    <Story />
  </div>
)

const meta = {
  title: 'Content/FaqList',
  component: FaqList,
  args: {
    heading: 'Frequently asked questions',
    items: [
      {
        question: 'Can I trade in my car?',
        answer: 'Yes. Get an instant price online, then bring the car in.',
      },
      { question: 'How long does a valuation take?', answer: 'About two minutes online.' },
      { question: 'Do you buy cars outright?', answer: 'Yes, you do not need to buy a car from us.' },
    ],
  },
  decorators: [frame],
} satisfies Meta<typeof FaqList>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const FirstOpen: Story = { args: { defaultOpen: 0 } }

export const WithoutHeading: Story = { args: { heading: undefined } }

export const Empty: Story = { args: { items: [] } }

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <FaqList {...args} />
      <FaqList {...args} defaultOpen={1} />
    </div>
  ),
}
