import type { PromoCardProps } from './promo-card'

export const demoPromo: PromoCardProps = {
  heading: 'Used car finance from 8.99% p.a.',
  text: 'Comparison rate 9.45% p.a.* Approved applicants only.',
  href: '/finance',
}

export const demoPromoWithImage: PromoCardProps = {
  heading: '14-day money back guarantee',
  text: 'On every used car we sell.',
  href: '/why-buy-from-us',
  image: {
    src: `data:image/svg+xml,${encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#c2410c"/></svg>',
    )}`,
    alt: 'Keys handed over at the dealership',
  },
}
