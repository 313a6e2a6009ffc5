import { distanceKm, filterLocations } from '@forecourt/stock-rules'
import { describe, expect, it } from 'vitest'
import { locationPaths, locationsApi } from './locations-api'
import { locationPages } from './locations-page'
import { demoTenantData, withFeatures } from '../testing/demo-tenant-data'
import type { TenantData } from '@forecourt/site-server'

const now = new Date('2026-11-21T01:00:00Z')

const tenant = demoTenantData()

describe('locations page', () => {
  it('groups the locations by dealership, with tabs by type and blank shown as sales', () => {
    const page = locationPages(tenant('bunya-range-motor-group'), now).locations()
    const toyota = page.groups.find((group) => group.key === 'bunya-range-toyota')
    expect(toyota?.name).toBe('Bunya Range Toyota')
    expect(toyota?.locations.map((location) => location.id)).toEqual([
      1006, 1001, 1004, 1002, 1007, 1003, 1005,
    ])
    const rockhampton = toyota?.locations.find((location) => location.id === 1006)
    expect(rockhampton?.type).toBe('')
  })

  it('each location has address, hours, phone, Visit Website, DL# and MVR#, and a map, image or logo', () => {
    const page = locationPages(tenant('wattle-bay-kia'), now).locations()
    const locations = page.groups[0]?.locations ?? []
    const [gosford, parts] = [2001, 2003].map((id) => locations.find((location) => location.id === id))
    expect(gosford).toMatchObject({
      street: '240 Manns Road',
      postcode: '2250',
      suburbState: 'Gosford NSW 2250',
      phone: { text: '02 5081 8689', href: 'tel:+61250818689' },
      website: 'https://wattlebaykia.example/locations/wattle-bay-kia',
      dealerLicence: 'MD 63466',
      repairerLicence: 'MVRL 37456',
    })
    expect(gosford?.hours[0]).toEqual({ label: 'Mon–Fri', hours: '08:30 - 17:30' })
    // No image: the inline map, and no Google embed without a configured key.
    expect(gosford?.visual).toMatchObject({ kind: 'map', googleEmbedSrc: null })
    // With a location image: the image.
    expect(parts?.visual?.kind).toBe('image')
  })

  it('a Google embed only when the tenant has configured a key', () => {
    const page = locationPages(tenant('wattle-bay-kia'), now, { googleMapsKey: 'k&y' }).locations()
    const visual = page.groups[0]?.locations[0]?.visual
    expect(visual?.kind === 'map' ? visual.googleEmbedSrc : null).toBe(
      'https://www.google.com/maps/embed/v1/place?key=k%26y&q=-33.42740183933265,151.34201646871495',
    )
  })

  it('the tenant option names the environment variable holding the key', async () => {
    const data = tenant('wattle-bay-kia')
    const withOption: TenantData = {
      ...data,
      tenant: {
        ...data.tenant,
        options: {
          ...data.tenant.options,
          locations: {
            ...data.tenant.options.locations,
            googleMapsKeyEnv: 'FORECOURT_TENANT_WATTLE_BAY_KIA_MAPS_KEY',
          },
        },
      },
    }
    const page = await locationsApi(withOption, () => now, {
      FORECOURT_TENANT_WATTLE_BAY_KIA_MAPS_KEY: 'abc',
    }).locationPage('our-location', 'wattle-bay-kia-gosford')
    expect(page?.kind === 'details' ? page.details.googleEmbedSrc : null).toContain('key=abc')
    const without = await locationsApi(data, () => now, {
      FORECOURT_TENANT_WATTLE_BAY_KIA_MAPS_KEY: 'abc',
    }).locationPage('our-location', 'wattle-bay-kia-gosford')
    expect(without?.kind === 'details' ? without.details.googleEmbedSrc : 'missing').toBeNull()
  })
})

describe('location pages by slug', () => {
  const pages = () => locationPages(tenant('wattle-bay-kia'), now)

  it('/our-location/{slug} and /locations/{slug} are the location details', () => {
    for (const route of ['our-location', 'locations'] as const) {
      const page = pages().page(route, 'wattle-bay-kia-gosford')
      expect(page?.kind).toBe('details')
      expect(page?.head.path).toBe(`/${route}/wattle-bay-kia-gosford`)
    }
  })

  it("the enquiry form of a parts location is the 'Parts Enquiry', of any other the contact form ('Contact Us')", () => {
    const bunya = locationPages(tenant('bunya-range-motor-group'), now)
    const titles = [
      'bunya-range-toowoomba-parts',
      'bunya-range-toowoomba-service',
      'bunya-range-toowoomba',
    ].map((slug) => {
      const page = bunya.page('our-location', slug)
      return page?.kind === 'details' ? page.formTitle : null
    })
    expect(titles).toEqual(['Parts Enquiry', 'Contact Us', 'Contact Us'])
  })

  it('/locations/{dealership_slug} is the dealership locations page with its block', () => {
    const page = pages().page('locations', 'wattle-bay-kia')
    if (page?.kind !== 'dealership') throw new Error('expected the dealership page')
    expect(page.page.groups.map((group) => group.key)).toEqual(['wattle-bay-kia'])
    expect(page.block.layout).toBe('tabbed-map')
    expect(page.block.locations).toHaveLength(4)
  })

  it("/contact-us/{slug}: the name with ' - Sales/Service/Parts' removed", () => {
    const page = pages().page('contact-us', 'wattle-bay-kia-gosford')
    expect(page?.kind === 'details' ? page.details.name : null).toBe('Wattle Bay Kia Gosford')
    expect(page?.head.path).toBe('/contact-us/wattle-bay-kia-gosford')
  })

  it('an unknown slug is null (the 404)', () => {
    expect(pages().page('our-location', 'nowhere')).toBeNull()
    expect(pages().page('our-location', 'wattle-bay-kia')).toBeNull()
    expect(pages().page('contact-us', 'nowhere')).toBeNull()
  })

  it('details: review summary, Opening Hours Monday to Sunday per department, holiday hours from today', () => {
    const page = pages().page('our-location', 'wattle-bay-kia-gosford')
    if (page?.kind !== 'details') throw new Error('expected details')
    const { details } = page
    expect(details.rating).toEqual({ average: 4.6, count: 275 })
    expect(details.departments.map((department) => department.label)).toEqual(['Sales', 'Service', 'Parts'])
    expect(details.departments[0]?.rows.map((row) => row.label)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
    expect(details.departments[0]?.holidays).toEqual([
      { date: '2026-12-24', label: 'Thursday 24 December 2026', hours: '08:30 - 12:00' },
      { date: '2026-12-25', label: 'Friday 25 December 2026', hours: 'Closed' },
      { date: '2026-12-26', label: 'Saturday 26 December 2026', hours: 'Closed' },
      { date: '2027-01-01', label: 'Friday 1 January 2027', hours: 'Closed' },
      { date: '2027-01-26', label: 'Tuesday 26 January 2027', hours: '09:00 - 13:00' },
    ])
  })

  it('"Reviews: minimum rating 4 (configurable), up to 12"', () => {
    const page = pages().page('our-location', 'wattle-bay-kia-gosford')
    if (page?.kind !== 'details') throw new Error('expected details')
    const source = tenant('wattle-bay-kia').content.reviews.find((entry) => entry.location_id === 2001)
    const expected = (source?.reviews ?? []).filter((review) => review.rating >= 4).slice(0, 12)
    expect(page.details.reviews.map((review) => review.id)).toEqual(expected.map((review) => review.id))
    expect(page.details.reviews.every((review) => review.rating >= 4)).toBe(true)
    // Red Gum sets minimumRating 3 and fullQuantity 8.
    const redGum = locationPages(tenant('red-gum-caravans-and-motorcycles'), now)
    for (const location of tenant('red-gum-caravans-and-motorcycles').tenant.locations) {
      const details = redGum.page('our-location', location.slug ?? '')
      if (details?.kind !== 'details') continue
      expect(details.details.reviews.length).toBeLessThanOrEqual(8)
      expect(details.details.reviews.every((review) => review.rating >= 3)).toBe(true)
    }
  })
})

describe('dealer locator', () => {
  const locator = () => locationPages(tenant('bunya-range-motor-group'), now)

  it('sorts by haversine distance (6371 km) from a postcode of the bundled table', async () => {
    const data = (await locator().dealerLocator({ postcode: '4350' }))!
    expect(data.error).toBeNull()
    expect(data.origin).toBe('postcode')
    // 4350 is Toowoomba: its three departments (a few hundred metres apart) come first.
    expect(
      data.results
        .slice(0, 3)
        .map((result) => result.location.id)
        .sort(),
    ).toEqual([1001, 1002, 1003])
    const distances = data.results.map((result) => result.distanceKm ?? Infinity)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
  })

  it('sorts from a position, with distances against known coordinates', async () => {
    // Brisbane GPO to the Toowoomba site (-27.5572, 151.9551): about 100 km.
    const brisbane = { lat: -27.4698, lng: 153.0251 }
    const data = (await locator().dealerLocator({ lat: String(brisbane.lat), lng: String(brisbane.lng) }))!
    const toowoomba = data.results.find((result) => result.location.id === 1001)
    const tenantLocation = tenant('bunya-range-motor-group').tenant.locations.find(
      (location) => location.id === 1001,
    )
    const expected = distanceKm(brisbane, {
      lat: tenantLocation?.address?.lat ?? 0,
      lng: tenantLocation?.address?.long ?? 0,
    })
    expect(toowoomba?.distanceKm).toBe(Math.round(expected * 10) / 10)
    expect(expected).toBeGreaterThan(95)
    expect(expected).toBeLessThan(110)
  })

  it.each([['0000'], ['abcd'], ['12345'], ['<script>']])(
    "postcode %j gives 'Invalid postcode'",
    async (postcode) => {
      const data = (await locator().dealerLocator({ postcode }))!
      expect(data.error).toBe('Invalid postcode')
      expect(data.origin).toBeNull()
      expect(data.results.every((result) => result.distanceKm === null)).toBe(true)
    },
  )

  it.each([
    [{ lat: '91', lng: '150' }],
    [{ lat: 'NaN', lng: '150' }],
    [{ lat: '-27', lng: 'Infinity' }],
    [{ lat: '-27' }],
  ])('ignores a position out of range or incomplete: %j', async (query) => {
    const data = (await locator().dealerLocator(query))!
    expect(data.origin).toBeNull()
    expect(data.error).toBeNull()
  })
})

describe('locationPaths', () => {
  it('lists the dealer locator, dealership, location and contact-us pages', () => {
    const paths = locationPaths(tenant('wattle-bay-kia'))
    expect(paths).toContain('/dealer-locator')
    expect(paths).toContain('/locations/wattle-bay-kia')
    expect(paths).toContain('/our-location/wattle-bay-kia-gosford')
    expect(paths).toContain('/contact-us/wattle-bay-kia-gosford')
    expect(new Set(paths).size).toBe(paths.length)
  })
})

describe('filter rule on composed data', () => {
  it('the panels carry the fields the spec filters on (name, postcode, street, type)', () => {
    const group = locationPages(tenant('bunya-range-motor-group'), now).locations().groups[0]
    const panels = (group?.locations ?? []).map((location) => ({
      ...location,
      location_type: location.type,
      address: { street: location.street, postcode: location.postcode },
    }))
    expect(filterLocations(panels, '4350').map((location) => location.id)).toEqual([1001, 1002, 1003])
  })
})

describe('"Locations pages and /dealer-locator" switched off (features.locationPages)', () => {
  const withoutPages = (slug: string) => withFeatures(tenant(slug), { locationPages: false })

  it('no location page answers and the dealer locator is not there', async () => {
    const pages = locationPages(withoutPages('wattle-bay-kia'), now)
    expect(pages.page('our-location', 'wattle-bay-kia-gosford')).toBeNull()
    expect(pages.page('locations', 'wattle-bay-kia')).toBeNull()
    expect(await pages.dealerLocator({ postcode: '2250' })).toBeNull()
  })

  it('the /contact locations stay, with no link to a location page', () => {
    const groups = locationPages(withoutPages('wattle-bay-kia'), now).locations().groups
    expect(groups.length).toBeGreaterThan(0)
    expect(groups.flatMap((group) => group.locations).every((location) => location.href === null)).toBe(true)
  })

  it('sitemap.xml lists none of them', () => {
    expect(locationPaths(tenant('wattle-bay-kia')).length).toBeGreaterThan(0)
    expect(locationPaths(withoutPages('wattle-bay-kia'))).toEqual([])
  })
})
