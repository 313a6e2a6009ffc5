import type { BreadcrumbItem } from './breadcrumb'

/** The vehicle page trail: Home > car type and condition > make > model > body > title. */
export const demoCrumbs: BreadcrumbItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Used Cars', href: '/search/used-cars' },
  { label: 'Toyota', href: '/search/toyota' },
  { label: 'HiLux', href: '/search/toyota/hilux' },
  { label: 'Ute', href: '/search/ute' },
  { label: '2023 Toyota HiLux SR5' },
]
