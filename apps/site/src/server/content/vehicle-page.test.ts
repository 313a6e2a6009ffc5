import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseSearchUrl } from '@forecourt/search-url'
import { jsonLdScript } from '@forecourt/stock-rules'
import { loadTenants } from '@forecourt/tenant-config/node'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadTenantData } from '../tenant-sites'
import type { TenantData } from '@forecourt/site-server'
import { buildSearchConfig } from './search-config'
import { vehicleBreadcrumb, vehiclePage } from './vehicle-page'

const fixturesDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../../fixtures')
const now = new Date('2026-11-01T09:00:00+10:00')
const tenants = new Map<string, TenantData>()

beforeAll(async () => {
  for (const tenant of await loadTenants(resolve(fixturesDir, 'tenants')))
    tenants.set(tenant.slug, await loadTenantData(fixturesDir, tenant))
})

function page(tenant: string, slug: string) {
  const data = tenants.get(tenant)
  const car = data?.cars.find((candidate) => candidate.slug === slug)
  if (!data || !car) throw new Error(`no ${slug} in ${tenant}`)
  return { car, page: vehiclePage(data, car, now) }
}

/** The parts of the page's JSON-LD the tests read. */
interface CarLd {
  '@type': string
  itemCondition: string
  mileageFromOdometer?: unknown
  vehicleIdentificationNumber?: string
  brand: unknown
  offers: {
    price?: number
    priceCurrency?: string
    availability: string
    seller: { '@type': string; address: { addressCountry: string }; openingHoursSpecification: unknown[] }
  }
}

const ld = (vehicle: { jsonLd: unknown }) => vehicle.jsonLd as CarLd

const bunya = 'bunya-range-motor-group'
const wattle = 'wattle-bay-kia'
const redGum = 'red-gum-caravans-and-motorcycles'

describe('breadcrumb: Home > car type and condition > make > model (only when configured) > body > title', () => {
  it.each([
    [wattle, '2026-kia-sportage-s-wbk000001', ['Home', 'New Cars', 'Kia', 'Sportage', 'Wagon']],
    [bunya, '2026-kia-sportage-s-brg000138', ['Home', 'New Cars', 'Kia', 'Wagon']],
  ])('%s %s', (tenant, slug, expected) => {
    const { page: vehicle } = page(tenant, slug)
    const labels = vehicle.breadcrumb.map((crumb) => crumb.label)
    expect(labels.slice(0, -1)).toEqual(expected)
    expect(vehicle.breadcrumb.at(-1)).toEqual({ label: vehicle.name })
  })

  it.each([bunya, wattle, redGum])(
    "%s: each crumb of every car links to a search of that scope (the body crumb to the car's body)",
    (tenant) => {
      const data = tenants.get(tenant)!
      const { catalogue } = buildSearchConfig(data, now)
      const stockModels = data.tenant.options.vehiclePage.breadcrumbModels
      const broken = new Set<string>()
      for (const car of data.cars) {
        const crumbs = vehicleBreadcrumb(car, car.name ?? car.slug, {
          stockModels,
          linkToSearch: true,
        }).slice(1, -1)
        for (const crumb of crumbs) {
          if (!parseSearchUrl({ pathname: crumb.href!, search: '' }, catalogue)) broken.add(crumb.href!)
        }
        const bodySearch = parseSearchUrl({ pathname: crumbs.at(-1)!.href!, search: '' }, catalogue)
        if (car.body && !bodySearch?.refinementList?.body?.includes(car.body))
          broken.add(crumbs.at(-1)!.href!)
      }
      expect([...broken]).toEqual([])
    },
  )
})

describe('availability: anything but in_stock and coming_soon shows the SOLD panel and Find Me Something Similar', () => {
  it.each([
    [bunya, '2025-mazda-mazda3-g25-gt-brg000001', true],
    [bunya, '2025-mazda-cx-60-d50e-azami-brg000015', true],
    [bunya, '2026-kawasaki-klr650-adventure-brg000002', false],
    [bunya, '2026-kia-tasman-sx-brg000034', false],
  ])('%s %s available=%s', (tenant, slug, available) => {
    const { page: vehicle } = page(tenant, slug)
    expect(vehicle.available).toBe(available)
    expect(vehicle.actions.soldPanel).toBe(!available)
    expect(vehicle.actions.findSimilar !== null).toBe(!available)
    if (!available) expect(vehicle.actions.reserve).toBeNull()
  })
})

describe('JSON-LD: a Car with an Offer at the price the page shows', () => {
  it.each([
    [bunya, '2025-mazda-mazda3-g25-gt-brg000001'],
    [wattle, '2026-kia-sportage-s-wbk000001'],
    [redGum, '2026-avan-aspire-650-rgc000001'],
  ])('%s %s', (tenant, slug) => {
    const { car, page: vehicle } = page(tenant, slug)
    const data = ld(vehicle)
    expect(data['@type']).toBe('Car')
    expect(data.offers.price).toBe(car.price)
    expect(vehicle.price.text).toBe(`$${car.price.toLocaleString('en-AU')}`)
    expect(data.offers.priceCurrency).toBe('AUD')
    expect(data.offers.availability).toBe('https://schema.org/InStock')
    expect(data.mileageFromOdometer).toEqual(
      typeof car.km === 'number'
        ? { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' }
        : undefined,
    )
    expect(data.vehicleIdentificationNumber).toBe(car.vin)
    expect(data.brand).toEqual({ '@type': 'Brand', name: car.make })
    expect(data.offers.seller['@type']).toBe('AutoDealer')
    expect(data.offers.seller.address.addressCountry).toBe('AU')
    expect(data.offers.seller.openingHoursSpecification.length).toBeGreaterThan(0)
  })

  it.each([
    ['new', 'https://schema.org/NewCondition'],
    ['demo', 'https://schema.org/UsedCondition'],
    ['used', 'https://schema.org/UsedCondition'],
  ])('itemCondition of a %s car is %s', (carType, condition) => {
    const data = tenants.get(bunya)
    const car = data?.cars.find(
      (candidate) => candidate.car_type === carType && candidate.status === 'in_stock',
    )
    if (!data || !car) throw new Error(`no ${carType} car`)
    expect(ld(vehiclePage(data, car, now)).itemCondition).toBe(condition)
  })

  it('a sold car is SoldOut and a coming-soon car a PreOrder', () => {
    expect(ld(page(bunya, '2026-kawasaki-klr650-adventure-brg000002').page).offers.availability).toBe(
      'https://schema.org/SoldOut',
    )
    expect(ld(page(bunya, '2025-mazda-cx-60-d50e-azami-brg000015').page).offers.availability).toBe(
      'https://schema.org/PreOrder',
    )
  })

  it('script text cannot be closed by data', () => {
    expect(jsonLdScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })
})

describe('blocks per kind of car', () => {
  it('hostile dealer comments are sanitised (HTML from data is inert)', () => {
    for (const [tenant, slug] of [
      [bunya, '2026-mitsubishi-triton-glx-brg000006'],
      [wattle, '2026-kia-picanto-gt-line-wbk000006'],
      [redGum, '2024-jayco-journey-outback-19-61-4-rgc000006'],
    ] as const) {
      const { car, page: vehicle } = page(tenant, slug)
      expect(car.dealercomments).toMatch(/<script/i)
      expect(vehicle.comments.sanitisedHtml).not.toMatch(/<script|onerror|javascript:|<iframe|<form/i)
    }
  })

  it('fuel cost calculator: hidden for electric fuel', () => {
    expect(page(bunya, '2023-tesla-model-y-rwd-brg000005').page.fuel).toBeNull()
    expect(page(bunya, '2025-mazda-mazda3-g25-gt-brg000001').page.fuel).toMatchObject({
      pricePerLitre: 1.7,
      kmPerWeek: 250,
    })
  })

  it('a car without images falls back to the image-not-found picture', () => {
    const { page: vehicle } = page(bunya, '2025-kia-niro-gt-line-ev-brg000008')
    expect(vehicle.media.images).toEqual([])
    expect(vehicle.media.fallbackImage).toBe('/images/placeholders/image-not-found.svg')
  })

  it('caravan specifications are listed', () => {
    const labels = page(redGum, '2026-avan-aspire-650-rgc000001').page.specifications.map((row) => row.label)
    expect(labels).toEqual(expect.arrayContaining(['Body length', 'Tare weight', 'Sleeps']))
  })

  it('spin images and video give the spinner first (gallery first for the tenant that opens it)', () => {
    expect(page(bunya, '2025-gwm-haval-jolion-lux-brg000077').page.media.initialMode).toBe('spinner')
    expect(page(wattle, '2026-kia-ev6-gt-line-wbk000215').page.media.initialMode).toBe('gallery')
  })

  it('spin frames are sized like the gallery: 1200 px, a srcset per frame, and the first preloaded from the same', () => {
    const { car, page: vehicle } = page(bunya, '2025-gwm-haval-jolion-lux-brg000077')
    const { spinFrames, spinFrameSrcSets, spinSizes } = vehicle.media
    expect(spinFrames).toHaveLength(car.spin_images!.length)
    const [source] = car.spin_images![0]!.split('&w=')
    expect(spinFrames[0]).toBe(`${source}&w=1200&q=75`)
    expect(spinFrameSrcSets[0]).toBe(
      [480, 800, 1200].map((width) => `${source}&w=${width}&q=75 ${width}w`).join(', '),
    )
    expect(vehicle.media.preload).toEqual({
      href: spinFrames[0],
      srcSet: spinFrameSrcSets[0],
      sizes: spinSizes,
    })
  })

  it('spec rows with empty, null or "null" values are hidden', () => {
    // The cars whose specifications or key facts hold an empty, null or "null" value, and a few others.
    const blank = /:(null|""|"null"|"undefined"|" *")[,}]/
    for (const data of tenants.values())
      for (const car of [
        ...data.cars.filter((candidate) => blank.test(JSON.stringify(candidate))).slice(0, 40),
        ...data.cars.slice(0, 10),
      ]) {
        const vehicle = vehiclePage(data, car, now)
        for (const row of [...vehicle.specifications, ...vehicle.keyInformation])
          expect(['', 'null', 'undefined']).not.toContain(row.value.trim().toLowerCase())
      }
  })
})

describe('price and location in the sidebar', () => {
  it('"Below-market badge: car price more than 499 under the state or national average market price"', () => {
    const shown = new Map<boolean, number>()
    for (const data of tenants.values())
      for (const car of data.cars.filter((candidate) => candidate.autograb_data).slice(0, 200)) {
        const { price } = vehiclePage(data, car, now)
        const averages = [
          car.autograb_data?.state_average_market_price,
          car.autograb_data?.average_market_price,
        ]
        const expected =
          car.price > 10 &&
          averages.some((average) => typeof average === 'number' && average - car.price > 499)
        expect(price.belowMarket, car.slug).toBe(expected)
        shown.set(expected, (shown.get(expected) ?? 0) + 1)
      }
    // The demo stock has cars both ways, so the badge is seen on the demo.
    expect(shown.get(true)).toBeGreaterThan(0)
    expect(shown.get(false)).toBeGreaterThan(0)
  })

  it("the location links to the map below, or to the location's own page where the page has no map", () => {
    const withMap = page(wattle, '2026-kia-picanto-gt-line-wbk000006').page
    expect(withMap.map).not.toBeNull()
    expect(withMap.location?.href).toBe('#vehicle-map')
    const withoutMap = page(redGum, '2026-avan-aspire-650-rgc000001').page
    expect(withoutMap.map).toBeNull()
    expect(withoutMap.location?.href).toMatch(/^\/our-location\/[a-z0-9-]+$/)
  })
})

describe('card tags', () => {
  it.each([
    [redGum, 'green'],
    [bunya, 'red'],
  ])(
    "\"custom tag ('runout sale' green, others red)\", with the tenant's green tags: 'Ex-Hire' on %s is %s",
    (tenant, tone) => {
      const data = tenants.get(tenant)!
      const tags = data.cars
        .filter((car) => car.tag === 'Ex-Hire')
        .map((car) => vehiclePage(data, car, now).tag)
        .filter((tag) => tag?.text === 'Ex-Hire')
      expect(tags.length).toBeGreaterThan(0)
      expect(new Set(tags.map((tag) => tag?.tone))).toEqual(new Set([tone]))
    },
  )
})

describe('finance on the vehicle page', () => {
  it('"One dealer shows fixed fees", and its sidebar slider stretches to 1.05 times a price above 100000', () => {
    const { calculator } = page(bunya, '2025-mazda-mazda3-g25-gt-brg000001').page.finance
    expect(calculator).toMatchObject({
      fixedFees: 'dealer-fixed',
      sidebarLoanMaximum: 'sidebar-stretch',
      sidebarDefaultTermYears: 6,
      loanMaximum: 'calculator',
    })
  })

  it('"quick picks $300,000 to $800,000 for one dealer brand": its calculator takes them', () => {
    const { calculator } = page(bunya, '2025-hino-500-fd-1124-brg000014').page.finance
    expect(calculator).toMatchObject({ quickPicks: 'premium', loanMaximum: 'premium', fixedFees: 'none' })
  })

  it('"Comparison rate range 8.38% to 19.42% for one provider" is stated on its vehicle pages', () => {
    expect(page(wattle, '2026-kia-sportage-s-wbk000001').page.finance.disclaimer).toMatch(
      /^Comparison rates from 8\.38% p\.a\. to 19\.42% p\.a\.\*/,
    )
    expect(page(bunya, '2025-mazda-mazda3-g25-gt-brg000001').page.finance.disclaimer).not.toMatch(
      /Comparison rates from/,
    )
  })

  it("where the finance rules hide finance, a stored quote's figure is not shown either", () => {
    const data = tenants.get(bunya)!
    const car = data.cars.find((candidate) => candidate.status === 'in_stock' && candidate.price > 10)!
    const hidden = vehiclePage(
      data,
      {
        ...car,
        finance_lenders: null,
        youxQuote: { weeklyRepaymentAmount: 199, advertisedRate: 8.99, comparisonRate: 9.45 },
      },
      now,
    ).finance
    expect([hidden.show, hidden.weekly, hidden.weeklyAmount, hidden.rates]).toEqual([false, null, null, null])
    expect(hidden.apply).toBeNull()
  })

  it("Get Finance goes to the car's finance page where finance shows, and not for a sold car", () => {
    const { page: shown } = page(wattle, '2026-kia-sportage-s-wbk000001')
    expect(shown.finance.show).toBe(true)
    expect(shown.finance.apply).toEqual({ href: `/personalised/finance?car_id=${shown.carId}` })
    const data = tenants.get(bunya)!
    const car = data.cars.find((candidate) => candidate.status === 'in_stock' && candidate.price > 10)!
    expect(vehiclePage(data, { ...car, status: 'sold' }, now).finance.apply).toBeNull()
  })
})

describe('what the page only logs (spec section 8)', () => {
  it('"spin image load errors (\'Error loading Orbit assets\')": a spin code alone gives no empty spinner tab', () => {
    const data = tenants.get(bunya)!
    const car = data.cars.find((candidate) => candidate.slug === '2025-gwm-haval-jolion-lux-brg000077')!
    const orbitOnly = vehiclePage(data, { ...car, spin_images: [], spin_code: 'orbit-7731' }, now).media
    expect(orbitOnly.modes).not.toContain('spinner')
    expect(orbitOnly.initialMode).not.toBe('spinner')
    expect(orbitOnly.orbitUnavailable).toBe(true)
    const framed = vehiclePage(data, car, now).media
    expect([framed.modes.includes('spinner'), framed.orbitUnavailable]).toEqual([true, false])
  })

  it('"9 (finance modal for one dealer)": only the dealer whose option asks for it', () => {
    expect(page(bunya, '2025-mazda-mazda3-g25-gt-brg000001').page.finance.modalEvent).toBe(true)
    expect(page(wattle, '2026-kia-sportage-s-wbk000001').page.finance.modalEvent).toBe(false)
  })
})
