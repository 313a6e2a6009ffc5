import type { ModelBodyFilter, ModelListItem } from './model-list'

/** Demo models: one coming_soon, one without a description, one with a long one. */
export const demoModels: ModelListItem[] = [
  {
    href: '/models/sportage',
    name: 'Sportage',
    status: 'available',
    image: { src: '/images/vehicles/suv/blue.jpg', alt: '' },
    shortDescription:
      'The Kia Sportage brings unleaded petrol and diesel and hybrid power, 5 seats and a long list of standard safety features to every trim level.',
  },
  {
    href: '/models/tasman',
    name: 'Tasman',
    status: 'coming_soon',
    image: { src: '/images/vehicles/ute/orange.jpg', alt: '' },
    shortDescription: 'The all-new Kia ute.',
  },
  {
    href: '/models/picanto',
    name: 'Picanto',
    image: { src: '/images/vehicles/hatch/white.jpg', alt: '' },
  },
]

/** Demo body filter with SUV chosen. */
export const demoBodies: ModelBodyFilter[] = [
  { label: 'All', href: '/models', current: false },
  { label: 'SUV', href: '/models?body=suv', current: true },
  { label: 'Ute', href: '/models?body=ute', current: false },
]
