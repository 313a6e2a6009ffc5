import type { BlogPost } from './blog-cards'

const photo = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="${colour}"/></svg>`,
  )}`

export const demoPosts: BlogPost[] = [
  {
    href: '/blog/choosing-a-family-suv',
    heading: 'Choosing a family SUV: five things to check',
    image: { src: photo('#5b7fa6'), alt: 'A family loading an SUV at the beach' },
    date: '2026-11-03',
  },
  {
    href: '/blog/eofy-buying-guide',
    heading: 'Your end of financial year buying guide',
    image: { src: photo('#c2410c'), alt: 'Row of new utes in a dealer yard' },
    date: '2026-06-01',
  },
  {
    href: '/blog/service-intervals-explained',
    heading: 'Service intervals explained',
    image: { src: photo('#2f4f3f'), alt: 'Technician checking an engine bay' },
    date: '2026-01-15',
  },
  {
    href: '/blog/towing-basics',
    heading: 'Towing a caravan for the first time',
    image: { src: photo('#444c5c'), alt: 'Ute towing a caravan on a country road' },
    date: '2025-12-24',
  },
]
