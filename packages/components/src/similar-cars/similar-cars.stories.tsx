import type { Meta, StoryObj } from '@storybook/react-vite'
import { frame } from '../test-utils/story-frame'
import { manyCards } from '../vehicle-card/fixtures'
import type { VehicleCardProps } from '../vehicle-card/vehicle-card'
import { SimilarCars } from './similar-cars'

const later = <T,>(value: T, ms = 1200) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms))

const meta = {
  title: 'Vehicle/SimilarCars',
  component: SimilarCars,
  args: { load: () => later(manyCards), onError: () => undefined },
  decorators: [frame({ maxWidth: 1200 })],
} satisfies Meta<typeof SimilarCars>

export default meta
type Story = StoryObj<typeof meta>

/** Twelve cars found; six show. */
export const Default: Story = {}

export const FewCars: Story = { args: { load: () => later(manyCards.slice(0, 2)) } }

/** Placeholders: the load never settles. */
export const Loading: Story = { args: { load: () => new Promise<VehicleCardProps[]>(() => undefined) } }

/** No similar cars: the section disappears once loaded. */
export const Empty: Story = { args: { load: () => later([]) } }

/** A failed load: the section disappears. */
export const Failure: Story = { args: { load: () => Promise.reject(new Error('Search unavailable')) } }

/** Far down the page: loads only when scrolled within 500px. */
export const BelowTheFold: Story = {
  render: (args) => (
    <>
      <div style={{ height: '200vh', display: 'grid', placeItems: 'center' }}>Scroll down</div>
      <SimilarCars {...args} />
    </>
  ),
}

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <SimilarCars {...args} texts={{ heading: 'Loading' }} load={() => new Promise(() => undefined)} />
      <SimilarCars {...args} texts={{ heading: 'Two cars' }} load={() => later(manyCards.slice(0, 2))} />
      <SimilarCars {...args} texts={{ heading: 'Six of twelve' }} />
    </div>
  ),
}
