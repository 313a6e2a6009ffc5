import type { DeliveryEstimate } from '@forecourt/stock-rules'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { frame } from '../test-utils/story-frame'
import { DeliveryCalculator } from './delivery-calculator'

const later = <T,>(value: T, ms = 800) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms))

/** 4000–4999 is Queensland; 0800–0899 has no estimate; 9999 fails. */
const demoEstimate = (postcode: string): Promise<DeliveryEstimate | null> => {
  if (postcode === '9999')
    return later(null, 800).then(() => Promise.reject(new Error('Service unavailable')))
  if (postcode.startsWith('08')) return later(null)
  return later({
    price: postcode.startsWith('4') ? 450 : 1250,
    name: postcode.startsWith('4') ? 'Brisbane Metro' : 'Interstate',
  })
}

const meta = {
  title: 'Vehicle/DeliveryCalculator',
  component: DeliveryCalculator,
  args: { estimate: demoEstimate, onError: () => undefined },
  decorators: [frame({ maxWidth: 480 })],
} satisfies Meta<typeof DeliveryCalculator>

export default meta
type Story = StoryObj<typeof meta>

/** Idle. Try 4000 (a result), 0870 (unknown location), 9999 (a failure) or nothing. */
export const Idle: Story = {}

/** Loading: the estimate never settles, so the button stays busy after a submit. */
export const Loading: Story = { args: { estimate: () => new Promise(() => undefined) } }

export const UnknownLocation: Story = { args: { estimate: () => later(null, 300) } }

export const Failure: Story = { args: { estimate: () => Promise.reject(new Error('Service unavailable')) } }

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <DeliveryCalculator {...args} texts={{ heading: 'Idle' }} />
      <DeliveryCalculator
        {...args}
        texts={{ heading: 'Never settles (loading)' }}
        estimate={() => new Promise(() => undefined)}
      />
      <DeliveryCalculator
        {...args}
        texts={{ heading: 'Unknown location' }}
        estimate={() => later(null, 300)}
      />
      <DeliveryCalculator
        {...args}
        texts={{ heading: 'Failure' }}
        estimate={() => Promise.reject(new Error('Service unavailable'))}
      />
    </div>
  ),
}
