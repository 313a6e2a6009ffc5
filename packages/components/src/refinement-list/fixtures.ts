import { groupPopularMakes } from '@forecourt/search-url'
import type { RefinementGroup, RefinementItem } from './refinement-list'

const makeCounts: [string, number][] = [
  ['Toyota', 2480],
  ['Mazda', 812],
  ['Hyundai', 640],
  ['Kia', 598],
  ['Ford', 540],
  ['Mitsubishi', 402],
  ['Nissan', 388],
  ['Volkswagen', 301],
  ['Subaru', 270],
  ['Isuzu', 240],
  ['MG', 231],
  ['Honda', 190],
  ['Mercedes-Benz', 176],
  ['BMW', 160],
  ['Audi', 141],
  ['Holden', 133],
  ['Suzuki', 120],
  ['Jeep', 88],
  ['LDV', 80],
  ['GWM', 77],
  ['Volvo', 61],
  ['Lexus', 52],
  ['Skoda', 40],
  ['Peugeot', 22],
  ['Renault', 18],
  ['Alfa Romeo', 6],
]

/** 26 makes; Toyota's count is above the facet cap. */
export const demoMakes: RefinementItem[] = makeCounts.map(([label, count]) => ({
  label,
  value: label,
  count,
  isRefined: label === 'Mazda',
}))

const grouped = groupPopularMakes(demoMakes)

/** The make filter's popular group (top 20, no label) then 'All Makes'. */
export const demoMakeGroups: RefinementGroup[] = [
  { items: grouped.popular },
  { label: grouped.dividerLabel, items: grouped.all },
]

export const demoCarTypes: RefinementItem[] = [
  { label: 'New', value: 'new', count: 312, isRefined: false },
  { label: 'Demo', value: 'demo', count: 41, isRefined: false },
  { label: 'Used', value: 'used', count: 1234, isRefined: true },
]
