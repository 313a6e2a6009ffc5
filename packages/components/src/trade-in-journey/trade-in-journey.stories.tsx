import type { Meta, StoryObj } from '@storybook/react-vite'
import { demoValidate, later, tradeInFields } from '../form-fields/fixtures'
import type { SubmitResult } from '../form-fields/form-types'
import { frame } from '../test-utils/story-frame'
import { demoQuestions, demoVehicle, foundWithOffer } from './fixtures'
import { TradeInJourney, type RegoLookupResult } from './trade-in-journey'

const ok = (): Promise<SubmitResult> => later({ ok: true })

/** ABC123 finds a car with an offer, OLD123 one without, anything else nothing. */
const lookup = (rego: string): Promise<RegoLookupResult> => {
  const plate = rego.toUpperCase()
  if (plate === 'ABC123') return later(foundWithOffer)
  if (plate === 'OLD123') return later({ ok: true, vehicle: demoVehicle, offerPrice: null })
  return later({ ok: false, message: '' })
}

const meta = {
  title: 'Forms/TradeInJourney',
  component: TradeInJourney,
  args: {
    fields: tradeInFields,
    validate: demoValidate,
    questions: demoQuestions,
    onSubmitLead: ok,
    onSubmitAdjustments: ok,
    onRegoLookup: lookup,
    onAcceptOffer: ok,
    title: 'Trade in your car',
  },
  decorators: [frame({ maxWidth: 640 })],
} satisfies Meta<typeof TradeInJourney>

export default meta
type Story = StoryObj<typeof meta>

/** Step 1, the lead. Walk through: rego ABC123 gets an offer, OLD123 gets none. */
export const Lead: Story = {}

export const Adjustments: Story = { args: { initialStep: 'adjustments' } }

export const RegoLookup: Story = { args: { initialStep: 'rego' } }

export const Offer: Story = {
  args: { initialStep: 'offer', initialLookup: { vehicle: demoVehicle, offerPrice: 18450 } },
}

export const NoOnlineEstimate: Story = {
  args: { initialStep: 'offer', initialLookup: { vehicle: demoVehicle, offerPrice: null } },
}

export const OfferFails: Story = {
  args: {
    initialStep: 'offer',
    initialLookup: { vehicle: demoVehicle, offerPrice: 18450 },
    onAcceptOffer: () => later({ ok: false, message: 'An unexpected error occured' }),
  },
}

export const OfferAccepted: Story = {
  args: { initialStep: 'accepted', initialLookup: { vehicle: demoVehicle, offerPrice: 18450 } },
}

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 40 }}>
      {(['lead', 'adjustments', 'rego', 'offer', 'accepted'] as const).map((step) => (
        <TradeInJourney
          key={step}
          {...args}
          title={`State: ${step}`}
          initialStep={step}
          initialLookup={{ vehicle: demoVehicle, offerPrice: 18450 }}
        />
      ))}
      <TradeInJourney
        {...args}
        title="State: no online estimate"
        initialStep="offer"
        initialLookup={{ vehicle: demoVehicle, offerPrice: null }}
      />
    </div>
  ),
}
