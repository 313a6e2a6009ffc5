// Demo questions and lookups for stories and tests only (not built).
import type { AdjustmentQuestion, RegoLookupResult, TradeInVehicle } from './trade-in-journey'

export const demoQuestions: AdjustmentQuestion[] = [
  {
    id: 'accident',
    question: 'Has the car been in an accident?',
    options: [
      { value: 'no', label: 'No' },
      { value: 'yes', label: 'Yes' },
    ],
  },
  {
    id: 'condition',
    question: 'What condition is the interior in?',
    options: [
      { value: 'excellent', label: 'Excellent' },
      { value: 'good', label: 'Good' },
      { value: 'fair', label: 'Fair' },
    ],
  },
]

export const demoVehicle: TradeInVehicle = {
  description: '2019 Toyota Corolla Ascent Sport Hatchback',
  details: [
    { label: 'Colour', value: 'Glacier White' },
    { label: 'Transmission', value: 'Automatic' },
    { label: 'Engine', value: '2.0L petrol' },
  ],
}

export const foundWithOffer: RegoLookupResult = { ok: true, vehicle: demoVehicle, offerPrice: 18450.4 }
export const foundWithoutOffer: RegoLookupResult = { ok: true, vehicle: demoVehicle, offerPrice: null }
