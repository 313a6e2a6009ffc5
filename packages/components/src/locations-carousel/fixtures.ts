import type { LocationSummary } from './locations-carousel'

const photo = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="150"><rect width="400" height="150" fill="${colour}"/></svg>`,
  )}`

export const demoLocations: LocationSummary[] = [
  {
    name: 'Sunshine Toyota Kedron',
    href: '/our-location/sunshine-toyota-kedron',
    address: '123 Gympie Rd, Kedron QLD 4031',
    phone: { text: '07 3000 0001', href: 'tel:0730000001' },
    image: { src: photo('#5b7fa6'), alt: 'Sunshine Toyota Kedron showroom' },
  },
  {
    name: 'Sunshine Mazda Springwood',
    href: '/our-location/sunshine-mazda-springwood',
    address: '45 Pacific Hwy, Springwood QLD 4127',
    phone: { text: '07 3000 0002', href: 'tel:0730000002' },
  },
  {
    name: 'Sunshine Used Cars Toowoomba',
    href: '/our-location/sunshine-used-cars-toowoomba',
    address: '9 Ruthven St, Toowoomba QLD 4350',
    image: { src: photo('#2f4f3f'), alt: 'Sunshine Used Cars Toowoomba yard' },
  },
  {
    name: 'Sunshine Service Centre Brendale',
    href: '/our-location/sunshine-service-centre-brendale',
    address: '2 South Pine Rd, Brendale QLD 4500',
    phone: { text: '07 3000 0004', href: 'tel:0730000004' },
  },
]
