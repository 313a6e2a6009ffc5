import { describe, expect, it } from 'vitest'
import type { LeadCar } from './lead-car.js'
import { parseSuccessRecord, rememberedDetails, successRecord } from './success-record.js'

const car: LeadCar = {
  id: 42,
  slug: '2024-kia-sportage-s',
  name: '2024 Kia Sportage S',
  year: 2024,
  make: 'Kia',
  model: 'Sportage',
  car_type: 'new',
  status: 'in_stock',
  primary_image_url: 'https://images.example/42.jpg',
  dealership_slug: 'north',
}

describe('"on success store the car and a success-category record locally and go to /success"', () => {
  it('records the lead, its category, the event to track and the car', () => {
    expect(
      successRecord({ form: 'test-drive', leadId: 'lead-1', car, at: '2025-06-10T10:00:00+10:00' }),
    ).toEqual({
      lead_id: 'lead-1',
      form: 'test-drive',
      category: 'Test Drive',
      subcategory: 'New Vehicle',
      event_id: 17,
      car: {
        id: 42,
        slug: '2024-kia-sportage-s',
        name: '2024 Kia Sportage S',
        year: 2024,
        make: 'Kia',
        model: 'Sportage',
        car_type: 'new',
        primary_image_url: 'https://images.example/42.jpg',
      },
      submitted_at: '2025-06-10T00:00:00.000Z',
    })
  })

  it.each([
    [{ form: 'enquiry', values: { category: 'Service' } }, 'Service', null],
    [{ form: 'enquiry', values: {} }, 'General Enquiry', null],
    [{ form: 'contact' }, 'Contact Us', null],
    [{ form: 'trade-in' }, 'Trade-In', null],
  ] as const)('%j → category %j, event %j', (input, category, eventId) => {
    const record = successRecord({ ...input, leadId: 'x', at: new Date(0) })
    expect(record).toMatchObject({ category, event_id: eventId, car: null })
  })

  it('reads back what it stored', () => {
    const record = successRecord({ form: 'enquiry', leadId: 'lead-2', car, at: new Date(0) })
    expect(parseSuccessRecord(JSON.stringify(record))).toEqual(record)
  })

  it.each([null, undefined, '', '{oops', '{}', JSON.stringify({ lead_id: 1 }), '"text"'])(
    'reads %j as no record',
    (text) => {
      expect(parseSuccessRecord(text)).toBeNull()
    },
  )
})

describe('"User details stored locally: name, last_name, email, phone, postcode"', () => {
  it('keeps only those fields, only when filled', () => {
    expect(
      rememberedDetails({
        name: 'Jo',
        last_name: '',
        email: 'jo@example.com',
        phone: '+61412345678',
        postcode: '4000',
        message: 'private',
        opt_in: true,
      }),
    ).toEqual({ name: 'Jo', email: 'jo@example.com', phone: '+61412345678', postcode: '4000' })
  })
})
