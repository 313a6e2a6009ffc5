import type { SpecRow } from '@forecourt/stock-rules'

/** Key information of a used HiLux, with one empty and one 'null' value that are hidden. */
export const demoKeyInformation: SpecRow[] = [
  { label: 'Odometer', value: '24,500 km' },
  { label: 'Transmission', value: 'Automatic' },
  { label: 'Fuel', value: 'Diesel' },
  { label: 'Body', value: 'Dual Cab Ute' },
  { label: 'Colour', value: 'Silver Sky' },
  { label: 'Drive', value: '4x4' },
  { label: 'Stock No.', value: 'U12345' },
  { label: 'Seats', value: 'null' },
  { label: 'Doors', value: null },
]
