import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { frame } from '../test-utils/story-frame'
import { CompareTable } from './compare-table'
import { compareCars } from './fixtures'

const meta = {
  title: 'Forms/CompareTable',
  component: CompareTable,
  args: { cars: compareCars.slice(0, 2), onRemove: () => undefined },
  decorators: [frame()],
} satisfies Meta<typeof CompareTable>

export default meta
type Story = StoryObj<typeof meta>

export const TwoCars: Story = {}

/** Four cars: on a phone the table scrolls sideways with the labels kept in view. */
export const FourCars: Story = { args: { cars: compareCars } }

export const OneCar: Story = { args: { cars: compareCars.slice(0, 1) } }

export const Empty: Story = { args: { cars: [] } }

/** Remove cars until the empty state shows. */
export const Interactive: Story = {
  render: () => {
    function Live() {
      const [cars, setCars] = useState(compareCars)
      return (
        <CompareTable cars={cars} onRemove={(id) => setCars((list) => list.filter((car) => car.id !== id))} />
      )
    }
    return <Live />
  },
}

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <CompareTable {...args} cars={compareCars} />
      <CompareTable {...args} cars={compareCars.slice(0, 2)} />
      <CompareTable {...args} cars={compareCars.slice(0, 1)} />
      <CompareTable {...args} cars={[]} />
    </div>
  ),
}
