/** A car of the spec with only its required fields, as a stock system might send it: the stock tests' car. */
export const sportage = {
  id: 2000004,
  slug: '2026-kia-sportage-s-wbk000004',
  name: '2026 Kia Sportage S',
  year: 2026,
  make: 'Kia',
  model: 'Sportage',
  price: 38_990,
  car_type: 'new',
  status: 'in_stock',
} as const
