import type { VehicleSidebarProps } from './vehicle-sidebar'

/** An available used HiLux with every sidebar block. */
export const availableSidebar: VehicleSidebarProps = {
  title: '2023 Toyota HiLux',
  subtitle: 'SR5 GUN126R',
  available: true,
  price: { text: '$52,990', note: 'Drive Away' },
  financeEstimate: '$189',
  location: { name: 'Sunshine Toyota Brisbane' },
  share: {
    url: 'https://www.sunshinemotors.com.au/cars/2023-toyota-hilux-sr5',
    vehicleName: '2023 Toyota HiLux SR5',
  },
  favourite: { pressed: false, onToggle: () => undefined },
  print: { printHref: '/print?car_id=2023-toyota-hilux-sr5', onDownloadPdf: () => Promise.resolve() },
  reserve: { href: '/cars/2023-toyota-hilux-sr5/checkout' },
  enquiry: { href: '#enquire' },
  phone: '+61733334444',
  phoneReveal: { onReveal: () => undefined },
}

/** The same car, sold. */
export const soldSidebar: VehicleSidebarProps = {
  ...availableSidebar,
  available: false,
  tag: { text: 'JUST SOLD', tone: 'sold' },
  findSimilar: { href: '/contact?enquiry=similar' },
}

/** A coming-soon car without a price yet. */
export const comingSoonSidebar: VehicleSidebarProps = {
  ...availableSidebar,
  title: '2025 Toyota LandCruiser 300',
  subtitle: 'GR Sport',
  tag: { text: 'COMING SOON', tone: 'neutral' },
  price: { text: 'Enquire for price.' },
  financeEstimate: null,
  reserve: null,
}

/** A reduced, reserved car. */
export const reducedSidebar: VehicleSidebarProps = {
  ...availableSidebar,
  tag: { text: 'Reserved', tone: 'red' },
  reducedPrice: { was: '$54,990', saving: '$2,000' },
  reserve: null,
}
