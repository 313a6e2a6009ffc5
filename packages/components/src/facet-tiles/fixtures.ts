import type { FacetTile } from './facet-tiles'

export const demoTiles: FacetTile[] = [
  { label: 'Under $10,000', count: 84, href: '/search/new-used-and-demo-cars?range%5Bprice%5D=%3A10000' },
  {
    label: '$10,000 – $20,000',
    count: 412,
    href: '/search/new-used-and-demo-cars?range%5Bprice%5D=10000%3A20000',
  },
  {
    label: '$20,000 – $40,000',
    count: 2210,
    href: '/search/new-used-and-demo-cars?range%5Bprice%5D=20000%3A40000',
  },
  {
    label: '$40,000 – $60,000',
    count: 640,
    href: '/search/new-used-and-demo-cars?range%5Bprice%5D=40000%3A60000',
  },
  { label: 'Over $60,000', count: 1, href: '/search/new-used-and-demo-cars?range%5Bprice%5D=60000%3A' },
]
