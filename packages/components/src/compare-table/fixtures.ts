// Demo cars for stories and tests only (not built).
import type { CompareCar } from './compare-table'

export const compareCars: CompareCar[] = [
  {
    id: 'hilux',
    name: '2023 Toyota HiLux SR5',
    href: '/cars/2023-toyota-hilux-sr5',
    image: { src: '/images/vehicles/ute/white.jpg', width: 320, height: 240 },
    priceText: '$58,990 Drive Away',
    specs: [
      { label: 'Kilometres', value: '12,400 km' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Fuel', value: 'Diesel' },
      { label: 'Towing (braked)', value: '3,500 kg' },
    ],
  },
  {
    id: 'ranger',
    name: '2022 Ford Ranger XLT',
    href: '/cars/2022-ford-ranger-xlt',
    image: { src: '/images/vehicles/ute/blue.jpg', width: 320, height: 240 },
    priceText: '$55,490 Drive Away',
    specs: [
      { label: 'Kilometres', value: '28,100 km' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Fuel', value: 'Diesel' },
    ],
  },
  {
    id: 'dmax',
    name: '2021 Isuzu D-Max LS-U',
    href: '/cars/2021-isuzu-d-max-ls-u',
    image: { src: '/images/vehicles/ute/grey.jpg', width: 320, height: 240 },
    priceText: '$46,990',
    specs: [
      { label: 'Kilometres', value: '41,000 km' },
      { label: 'Transmission', value: 'Manual' },
      { label: 'Fuel', value: 'Diesel' },
      { label: 'Towing (braked)', value: '3,500 kg' },
    ],
  },
  {
    id: 'triton',
    name: '2022 Mitsubishi Triton GLS',
    href: '/cars/2022-mitsubishi-triton-gls',
    priceText: '$44,990',
    specs: [
      { label: 'Kilometres', value: '19,800 km' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Fuel', value: 'Diesel' },
    ],
  },
]
