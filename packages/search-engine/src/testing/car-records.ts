/**
 * A small deterministic stock generator for tests and the benchmark, used until (or where) the fixture
 * generator in `tooling/fixtures` is not available. Field names follow the spec's Car entity.
 */

/** A generated car: the search index hit fields plus the text and facet fields the site uses. */
export interface CarRecord {
  objectID: string
  id: number
  tenant: string
  slug: string
  title: string
  year: number
  make: string
  model: string
  make_model: string
  badge: string
  series: string
  colour: string
  price: number
  km: number
  stocknum: string
  vin: string
  car_type: 'new' | 'used' | 'demo'
  status: string
  sold_date_timestamp: number | null
  show_on_dealer_website: boolean
  body: string
  simple_body: string
  fuel: string
  simple_fuel: string
  trans: string
  simple_transmission: string
  drive: string
  simple_drive: string
  location_name: string
  dealership_name: string
  tag: string[]
  certified: boolean
  custom_rank: number
  created_at_timestamp: number
}

const catalogue: Record<string, Record<string, { badges: string[]; series: string[]; body: string }>> = {
  Toyota: {
    Hilux: { badges: ['SR', 'SR5', 'Rogue', 'Workmate'], series: ['GUN126R', 'GUN136R'], body: 'Ute' },
    Corolla: { badges: ['Ascent Sport', 'SX', 'ZR'], series: ['ZWE211R', 'MZEA12R'], body: 'Hatchback' },
    RAV4: { badges: ['GX', 'GXL', 'Cruiser', 'Edge'], series: ['AXAH52R', 'MXAA52R'], body: 'SUV' },
    LandCruiser: { badges: ['GXL', 'VX', 'Sahara'], series: ['FJA300R'], body: 'Wagon' },
  },
  Mazda: {
    'CX-5': { badges: ['Maxx', 'Maxx Sport', 'Touring', 'Akera'], series: ['KF'], body: 'SUV' },
    '3': { badges: ['G20 Pure', 'G25 Evolve', 'GT'], series: ['BP'], body: 'Hatchback' },
    'BT-50': { badges: ['XT', 'GT', 'Thunder'], series: ['TF'], body: 'Ute' },
  },
  Ford: {
    Ranger: { badges: ['XL', 'XLT', 'Wildtrak', 'Raptor'], series: ['PY'], body: 'Ute' },
    Everest: { badges: ['Trend', 'Sport', 'Platinum'], series: ['UB'], body: 'Wagon' },
  },
  Hyundai: {
    i30: { badges: ['Active', 'Elite', 'N Line'], series: ['PD', 'CN7'], body: 'Sedan' },
    Tucson: { badges: ['Elite', 'Highlander'], series: ['NX4'], body: 'SUV' },
  },
  'Land Rover': {
    Defender: { badges: ['110 P400 SE', '90 D250 S'], series: ['L663'], body: 'Wagon' },
  },
  Kia: {
    Sportage: { badges: ['S', 'SX', 'GT-Line'], series: ['NQ5'], body: 'SUV' },
    Cerato: { badges: ['S', 'Sport', 'GT'], series: ['BD'], body: 'Sedan' },
  },
}

const colours = ['White', 'Silver', 'Black', 'Grey', 'Blue', 'Red', 'Crystal White Pearl', 'Orange']
const fuels = [
  ['Unleaded Petrol', 'Petrol'],
  ['Diesel', 'Diesel'],
  ['Hybrid', 'Hybrid'],
  ['Electric', 'Electric'],
  ['Plug-in Hybrid', 'PHEV'],
] as const
const transmissions = [
  ['6 Speed Automatic', 'Automatic'],
  ['6 Speed Manual', 'Manual'],
  ['CVT', 'Automatic'],
] as const
const drives = [
  ['4x4', '4WD'],
  ['Front Wheel Drive', 'FWD'],
  ['All Wheel Drive', 'AWD'],
] as const
const locations = [
  ['Brisbane City Toyota', 'Brisbane Motor Group'],
  ['Gold Coast Mazda', 'Coast Auto Group'],
  ['Toowoomba Used Cars', 'Brisbane Motor Group'],
  ['Ipswich Ford', 'Coast Auto Group'],
  ['Sunshine Coast Hyundai', 'Sunshine Auto'],
] as const
const tags = ['runout sale', 'Test Drive Only', 'Reduced', 'Low km']

/** A seeded pseudo-random sequence (mulberry32), so every run generates the same stock. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * `count` cars spread over `tenants`, the same for the same arguments.
 * @example generateCars(100, { tenants: ['alpha', 'beta'] })
 */
export function generateCars(
  count: number,
  { tenants = ['alpha', 'beta', 'gamma'], seed = 42, now = 1_700_000_000 } = {},
): CarRecord[] {
  const random = seededRandom(seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
  const makes = Object.keys(catalogue)
  const cars: CarRecord[] = []
  for (let index = 0; index < count; index++) {
    const make = pick(makes)
    const models = catalogue[make] ?? {}
    const model = pick(Object.keys(models))
    const spec = models[model] ?? { badges: [''], series: [''], body: 'Sedan' }
    const badge = pick(spec.badges)
    const series = pick(spec.series)
    const carType = pick(['new', 'used', 'used', 'demo'] as const)
    const year = carType === 'used' ? 2010 + Math.floor(random() * 14) : 2023 + Math.floor(random() * 2)
    const statusRoll = random()
    const status =
      statusRoll < 0.75
        ? 'in_stock'
        : statusRoll < 0.85
          ? 'sold'
          : statusRoll < 0.95
            ? 'coming_soon'
            : 'pending'
    const [fuel, simpleFuel] = pick(fuels)
    const [trans, simpleTransmission] = pick(transmissions)
    const [drive, simpleDrive] = pick(drives)
    const [locationName, dealershipName] = pick(locations)
    const stocknum = `S${String(100000 + index)}`
    const tagRoll = random()
    cars.push({
      objectID: String(index + 1),
      id: index + 1,
      tenant: tenants[index % tenants.length] ?? 'alpha',
      slug: `${year}-${make}-${model}-${stocknum}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      title: `${year} ${make} ${model}`,
      year,
      make,
      model,
      make_model: `${make} ${model}`,
      badge,
      series,
      colour: pick(colours),
      price: random() < 0.03 ? 0 : 8000 + Math.round(random() * 120) * 500,
      km: carType === 'new' ? 10 : Math.round(random() * 200_000),
      stocknum,
      vin: `JTM${String(index).padStart(6, '0')}${Math.floor(random() * 1e8)
        .toString(36)
        .toUpperCase()
        .padStart(8, 'X')}`,
      car_type: carType,
      status,
      sold_date_timestamp: status === 'sold' ? now - Math.floor(random() * 10 * 86_400) : null,
      show_on_dealer_website: random() < 0.93,
      body: spec.body,
      simple_body: spec.body,
      fuel,
      simple_fuel: simpleFuel,
      trans,
      simple_transmission: simpleTransmission,
      drive,
      simple_drive: simpleDrive,
      location_name: locationName,
      dealership_name: dealershipName,
      tag: tagRoll < 0.2 ? [pick(tags)] : [],
      certified: random() < 0.1,
      custom_rank: Math.floor(random() * 1000),
      created_at_timestamp: now - Math.floor(random() * 120 * 86_400),
    })
  }
  return cars
}
