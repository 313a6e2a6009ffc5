import type { BrandGroup } from './brand-grid'

const logo = (name: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="80"><text x="80" y="48" font-family="Arial" font-size="22" font-weight="700" fill="#1a1f29" text-anchor="middle">${name}</text></svg>`,
  )}`

const brands = (names: string[]) =>
  names.map((name) => ({
    name,
    src: logo(name),
    href: `/${name.toLowerCase().replace(/\s+/g, '-')}/overview`,
  }))

export const demoBrandGroups: BrandGroup[] = [
  { label: 'Cars', logos: brands(['Toyota', 'Mazda', 'Kia', 'Hyundai', 'Ford', 'Volkswagen']) },
  { label: 'Motorcycles', logos: brands(['Yamaha', 'Kawasaki', 'Honda']) },
  { label: 'Trucks', logos: brands(['Isuzu', 'Hino']) },
  { label: 'Our Brands', logos: brands(['Sunshine Certified']) },
]
