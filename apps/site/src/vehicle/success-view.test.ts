import { successRecord, type SuccessRecord } from '@forecourt/lead-client'
import { describe, expect, it } from 'vitest'
import { noRecordView, successView } from './success-view'

/** A tenant whose default search path is not the spec's default (tenant-config `search.defaultPath`). */
const searchHref = '/search/new-and-demo-cars'

const car = {
  id: 1000001,
  slug: '2025-mazda-mazda3-g25-gt-brg000001',
  name: '2025 Mazda Mazda3 G25 GT',
  year: 2025,
  make: 'Mazda',
  model: 'Mazda3',
  car_type: 'demo',
  status: 'in_stock',
  primary_image_url: '/images/vehicles/hatch/white.jpg?w=1200&q=80',
}

describe('the /success page', () => {
  it('thanks for a test drive and shows the car with links back to it, to search and home', () => {
    const view = successView(
      successRecord({ form: 'test-drive', leadId: 'a', car, at: '2026-11-01T10:00:00Z' }),
      searchHref,
    )
    expect(view).toEqual({
      heading: 'Thank you',
      message: 'Your test drive request has been sent. We will be in touch soon to confirm the time.',
      car: {
        name: '2025 Mazda Mazda3 G25 GT',
        href: '/cars/2025-mazda-mazda3-g25-gt-brg000001',
        image: { src: '/images/vehicles/hatch/white.jpg?w=320&q=75', alt: '' },
      },
      links: [
        { label: 'Back to the car', href: '/cars/2025-mazda-mazda3-g25-gt-brg000001' },
        { label: 'Search cars', href: searchHref },
        { label: 'Home', href: '/' },
      ],
    })
  })

  it('an enquiry without a car thanks for it and links to search and home only', () => {
    const view = successView(
      successRecord({ form: 'contact', leadId: 'a', at: '2026-11-01T10:00:00Z' }),
      searchHref,
    )
    expect(view.message).toBe('Your enquiry has been sent. We will be in touch soon.')
    expect(view.car).toBeNull()
    expect(view.links.map((link) => link.label)).toEqual(['Search cars', 'Home'])
  })

  it('a car without a stored name is named by year, make and model', () => {
    const record = successRecord({
      form: 'request-photos',
      leadId: 'a',
      car: { ...car, name: undefined, slug: undefined, primary_image_url: null },
      at: '2026-11-01T10:00:00Z',
    })
    expect(successView(record, searchHref).car).toEqual({ name: '2025 Mazda Mazda3' })
    expect(successView(record, searchHref).message).toBe(
      'Your request has been sent. We will send you more photos of this car soon.',
    )
  })

  it('opened directly, or with an unreadable record, it says there is no recent enquiry', () => {
    expect(successView(null, searchHref)).toEqual(noRecordView(searchHref))
    expect(successView({} as SuccessRecord, searchHref)).toEqual(noRecordView(searchHref))
    expect(noRecordView(searchHref).links.map((link) => link.href)).toEqual([searchHref, '/'])
  })

  it('a tenant without stock search pages (searchHref null) gets no search link, with or without a record', () => {
    const view = successView(
      successRecord({ form: 'test-drive', leadId: 'a', car, at: '2026-11-01T10:00:00Z' }),
      null,
    )
    expect(view.links.map((link) => link.label)).toEqual(['Back to the car', 'Home'])
    expect(noRecordView(null).links.map((link) => link.href)).toEqual(['/'])
  })

  it("the car's picture is sized for its 160-pixel card, through the tenant's image CDN when it has one", () => {
    const record = successRecord({ form: 'enquiry', leadId: 'c', car, at: '2026-11-01T10:00:00Z' })
    const imageCdn = { template: 'https://dealer.imgix.net{path}?w={width}', origin: 'https://www.d.example' }
    expect(successView(record, searchHref, imageCdn).car?.image?.src).toBe(
      'https://dealer.imgix.net/images/vehicles/hatch/white.jpg?w=320',
    )
  })
})
