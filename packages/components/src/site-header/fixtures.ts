import type { MenuItem } from './site-header'

const logo = (name: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="120" height="60" rx="8" fill="${colour}"/><text x="60" y="36" font-family="Arial" font-size="16" fill="#fff" text-anchor="middle">${name}</text></svg>`,
  )}`

/** The spec's menu: Home, New Vehicles, Stock, Offers, Service, About Us, brands, Sell My Car and Finance. */
export const demoMenu: MenuItem[] = [
  { label: 'Home', href: '/' },
  {
    label: 'New Vehicles',
    href: '/models',
    children: [
      { label: 'Corolla', href: '/models?body=hatch' },
      { label: 'RAV4', href: '/models?body=suv' },
      { label: 'HiLux', href: '/models?body=ute' },
    ],
  },
  {
    label: 'Stock',
    children: [
      { label: 'New Cars', href: '/search/new-cars' },
      { label: 'Used Cars', href: '/search/used-cars' },
      { label: 'Demo Cars', href: '/search/demo-cars' },
    ],
  },
  { label: 'Offers', href: '/special-offers' },
  {
    label: 'Brands',
    megaMenu: {
      logos: [
        { src: logo('Toyota', '#b3001b'), alt: 'Toyota', href: '/toyota/overview' },
        { src: logo('Mazda', '#333333'), alt: 'Mazda', href: '/mazda/overview' },
        { src: logo('Kia', '#05141f'), alt: 'Kia', href: '/kia/overview' },
        { src: logo('Ford', '#1c3f94'), alt: 'Ford', href: '/ford/overview' },
      ],
    },
  },
  {
    label: 'Service',
    children: [
      { label: 'Book a Service', href: '/service' },
      { label: 'Parts and Accessories', href: '/vehicle-parts-and-accessories' },
      { label: 'Capped Price Servicing', href: '/pages/capped-price-servicing' },
    ],
  },
  {
    label: 'About Us',
    href: '/about-us',
    children: [
      { label: 'Locations', href: '/dealer-locator' },
      { label: 'Careers', href: '/careers' },
      { label: 'FAQs', href: '/faqs' },
    ],
  },
  { label: 'Sell My Car', href: '/sell-my-car', emphasised: true },
  { label: 'Finance', href: '/finance', emphasised: true },
]
