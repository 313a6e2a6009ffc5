import { describe, expect, it } from 'vitest'
import { enquiryEventId } from './analytics.js'
import type { FormName } from './form-types.js'
import type { LeadCar } from './lead-car.js'

type Car = Pick<LeadCar, 'car_type' | 'tag'> | null

describe('"enquiry events 14 new, 15 used, 17 new test drive or Test Drive Only tag, 48 used test drive"', () => {
  it.each<[FormName, Car, number | null]>([
    ['enquiry', { car_type: 'new' }, 14],
    ['enquiry', { car_type: 'used' }, 15],
    ['enquiry', { car_type: 'demo' }, 14],
    ['request-photos', { car_type: 'new' }, 14],
    ['request-photos', { car_type: 'used' }, 15],
    ['test-drive', { car_type: 'new' }, 17],
    ['test-drive', { car_type: 'demo' }, 17],
    ['test-drive', { car_type: 'used' }, 48],
    ['enquiry', { car_type: 'new', tag: 'Test Drive Only' }, 17],
    ['enquiry', { car_type: 'used', tag: 'Test Drive Only' }, 17],
    ['test-drive', { car_type: 'used', tag: 'test drive only' }, 17],
    ['enquiry', { car_type: 'used', tag: 'runout sale' }, 15],
    ['enquiry', { car_type: 'used', tag: null }, 15],
    ['enquiry', null, null],
    ['test-drive', null, null],
    ['trade-in', { car_type: 'used' }, null],
    ['reserve', { car_type: 'new' }, null],
    ['finance-enquiry', { car_type: 'new' }, null],
    ['contact', { car_type: 'new' }, null],
  ])('%s about %j → %s', (form, car, expected) => {
    expect(enquiryEventId(form, car)).toBe(expected)
  })
})
