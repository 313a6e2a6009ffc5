import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { ModelPriceSlider, type ModelPriceSliderProps } from './model-price-slider'

function Controlled(props: ModelPriceSliderProps) {
  const [value, setValue] = useState(props.value)
  return <ModelPriceSlider {...props} value={value} onChange={setValue} />
}

const meta = {
  title: 'Models/ModelPriceSlider',
  component: ModelPriceSlider,
  render: (args) => <Controlled {...args} />,
  args: { value: 250000, onChange: () => undefined },
} satisfies Meta<typeof ModelPriceSlider>

export default meta
type Story = StoryObj<typeof meta>

/** Collapsed: the disclosure button only. */
export const Collapsed: Story = {}

/** Expanded at the default maximum. */
export const Expanded: Story = { args: { defaultExpanded: true } }

/** Expanded at a chosen budget. */
export const Controlled_: Story = { name: 'Controlled', args: { defaultExpanded: true, value: 38500 } }

/** At the minimum. */
export const AtMinimum: Story = { args: { defaultExpanded: true, value: 5000 } }
