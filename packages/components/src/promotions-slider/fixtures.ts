import type { PromotionSlide } from './promotions-slider'

const banner = (text: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="540"><rect width="1920" height="540" fill="${colour}"/><text x="960" y="300" font-family="Arial" font-size="96" fill="#fff" text-anchor="middle">${text}</text></svg>`,
  )}`

export const demoSlides: PromotionSlide[] = [
  {
    image: {
      src: banner('EOFY Sale', '#0b4f9c'),
      alt: 'End of financial year sale: drive away deals on selected models',
    },
    href: '/eofy',
    heading: 'EOFY Sale',
    text: 'Drive away deals on selected models.',
  },
  {
    image: { src: banner('Free first service', '#c2410c'), alt: 'Free first service on every used car' },
    href: '/special-offers',
  },
  {
    image: {
      src: banner('Finance from 6.99%', '#1a1f29'),
      alt: 'Finance from 6.99% p.a., comparison rate 7.45% p.a.',
    },
  },
]
