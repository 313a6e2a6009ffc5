import type { VehiclePrintSheetProps } from './vehicle-print-sheet'

/** A print sheet of a used SUV, for tests and stories. */
export const printSheet: VehiclePrintSheetProps = {
  dealerName: 'Bunya Range Mazda',
  name: '2026 Mazda CX-60 P50e GT KH Series',
  price: { text: '$63,990', note: 'Drive Away No More To Pay', was: '$66,990' },
  image: {
    src: '/images/vehicles/suv/orange.jpg?w=1200&q=80',
    alt: '2026 Mazda CX-60',
    width: 1200,
    height: 800,
  },
  keyInformation: [
    { label: 'Odometer', value: '32 km' },
    { label: 'Transmission', value: 'Automatic' },
    { label: 'Fuel type', value: 'Diesel' },
  ],
  specifications: [
    { label: 'Cylinders', value: '4' },
    { label: 'Torque', value: '255 Nm' },
  ],
  features: ['360-degree Camera', 'Satellite Navigation', 'Blind Spot Monitor'],
  sanitisedCommentsHtml: '<p><strong>Presented in excellent condition.</strong></p>',
  location: {
    name: 'Bunya Range Ipswich - Sales',
    address: '12 Brisbane Road, Ipswich QLD 4305',
    phone: '07 3812 0000',
    hours: [
      { label: 'Mon – Fri', value: '08:30 - 17:30' },
      { label: 'Sat', value: '08:00 - 13:00' },
    ],
  },
  url: 'https://www.bunyarange.example/cars/2026-mazda-cx-60-p50e-gt-brg000007',
  disclaimer: 'Please confirm the price, specifications and features with the dealer before you buy.',
}
