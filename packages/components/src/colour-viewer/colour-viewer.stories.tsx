import type { Meta, StoryObj } from '@storybook/react-vite'
import { ColourViewer } from './colour-viewer'
import { bodyTypeColours, demoColours } from './fixtures'

const meta = {
  title: 'Models/ColourViewer',
  component: ColourViewer,
  args: { model: 'Toyota HiLux', variants: ['Workmate', 'SR'], colours: demoColours },
} satisfies Meta<typeof ColourViewer>

export default meta
type Story = StoryObj<typeof meta>

/** Variant tabs, the picture with arrows, swatches and the disclaimer. */
export const Default: Story = {}

/** One variant: no tabs. */
export const SingleVariant: Story = { args: { variants: ['Workmate'] } }

/** 3 body types and more than 15 colours: the body-type tab bar. */
export const BodyTypeTabs: Story = {
  args: { model: 'Toyota Corolla', variants: ['Ascent Sport'], colours: bodyTypeColours },
}

/** One colour: the arrows are disabled. */
export const SingleColour: Story = { args: { variants: ['Workmate'], colours: demoColours.slice(0, 1) } }

/** The tenant's own disclaimer. */
export const CustomDisclaimer: Story = {
  args: {
    texts: { disclaimer: 'Paint colours are indicative only. Metallic paint is an option at extra cost.' },
  },
}
