import { ratePair } from '@forecourt/finance-math'
import type { VehicleCardProps } from './vehicle-card'

const photo = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="${colour}"/><rect x="160" y="330" width="480" height="120" rx="40" fill="#fff" opacity="0.6"/></svg>`,
  )}`

export const demoCards: VehicleCardProps[] = [
  {
    href: '/cars/2023-toyota-hilux-sr5-abc123',
    title: '2023 Toyota HiLux',
    subtitle: 'SR5 GUN126R',
    image: { src: photo('#5b7fa6'), alt: '2023 Toyota HiLux SR5 in silver', width: 800, height: 600 },
    price: { text: '$54,990', note: 'Drive Away' },
    chips: ['24,500 km', 'Automatic', 'Diesel'],
    tag: { text: 'New arrival', tone: 'green' },
  },
  {
    href: '/cars/2021-mazda-cx-5-maxx-def456',
    title: '2021 Mazda CX-5',
    subtitle: 'Maxx Sport KF Series',
    image: { src: photo('#9c2f2f'), alt: '2021 Mazda CX-5 Maxx Sport in red', width: 800, height: 600 },
    price: { text: '$32,490', note: 'Excl. Govt. Charges' },
    chips: ['61,200 km', 'Automatic', 'Petrol'],
    tag: { text: 'Reduced', tone: 'red' },
  },
  {
    href: '/cars/2024-kia-sportage-ghi789',
    title: '2024 Kia Sportage',
    subtitle: 'S NQ5',
    image: null,
    price: { text: '$38,990', note: 'Drive Away' },
    chips: ['12 km', 'Automatic', 'Petrol'],
    tag: { text: 'Demo', tone: 'neutral' },
  },
  {
    href: '/cars/2019-ford-ranger-jkl012',
    title: '2019 Ford Ranger',
    subtitle: 'XLT PX MkIII',
    image: { src: photo('#2f4f3f'), alt: '2019 Ford Ranger XLT in green', width: 800, height: 600 },
    price: { text: '$41,990' },
    chips: ['98,000 km', 'Automatic', 'Diesel'],
    tag: { text: 'Sold', tone: 'sold' },
  },
  {
    href: '/cars/2022-hyundai-i30-mno345',
    title: '2022 Hyundai i30',
    subtitle: 'Active PD.V4',
    image: { src: photo('#444c5c'), alt: '2022 Hyundai i30 Active in grey', width: 800, height: 600 },
    price: { text: '$24,990', note: 'Drive Away' },
    chips: ['30,100 km', 'Automatic', 'Petrol'],
  },
]

// The site pairs every interest rate with its comparison rate before it reaches a card (Australian credit law).
const rates = ratePair({ interestRate: 8.99, comparisonRate: 9.45 })

/** Finance chips as the site passes them: a weekly repayment and an already-paired rate text. */
export const demoFinanceChips = [
  { text: '$123/wk' },
  ...(rates ? [{ text: `${rates.interestText} · comparison ${rates.comparisonText}*` }] : []),
]

/** The search page's card buttons. */
export const demoActions: NonNullable<VehicleCardProps['actions']> = [
  { label: 'View Details', href: '/cars/2023-toyota-hilux-sr5-abc123' },
  { label: 'Enquire Now', href: '/cars/2023-toyota-hilux-sr5-abc123#enquire', variant: 'primary' },
]

/** Twelve cards for result grids: the five demo cards repeated with unique links. */
export const manyCards: VehicleCardProps[] = Array.from({ length: 12 }, (_, index) => {
  const card = demoCards[index % demoCards.length] as VehicleCardProps
  return {
    ...card,
    href: `${card.href}-${index}`,
    financeChips: card.tag?.tone === 'sold' ? undefined : demoFinanceChips,
    actions:
      card.tag?.tone === 'sold' ? [{ label: 'Find Me Something Similar', href: '/enquire' }] : demoActions,
  }
})
