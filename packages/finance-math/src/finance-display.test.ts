import { describe, expect, it } from 'vitest'
import {
  enquireForFinanceText,
  enquireForFinanceThreshold,
  financeDisplay,
  type FinanceDisplayCar,
  type FinanceDisplayOptions,
  type FinanceDisplayVerdict,
} from './finance-display'

const now = new Date('2026-11-21T00:00:00+10:00')
const lender = { interestRate: 8.99, comparisonRate: 9.45, paymentWeek: 112, paymentMonth: 485 }
const car: FinanceDisplayCar = {
  year: 2022,
  price: 32990,
  available: true,
  make: 'Toyota',
  dealershipSlug: 'north',
  lender,
}
const show: FinanceDisplayVerdict = { show: true }
const hidden = (reason: string) => ({ show: false, reason })

describe('finance display shown only when …', () => {
  it.each<
    [string, Partial<FinanceDisplayCar>, Partial<FinanceDisplayOptions>, FinanceDisplayVerdict | object]
  >([
    ['lender data exists and is non-empty', {}, {}, show],
    ['lender data absent hides the figures', { lender: null }, {}, hidden('no-lender-data')],
    ['lender data empty hides the figures', { lender: {} }, {}, hidden('no-lender-data')],
    [
      'lender data of only nulls counts as empty',
      { lender: { interestRate: null, disclaimer: '' } },
      {},
      hidden('no-lender-data'),
    ],
    [
      'finance data absent: figures hidden unless the dealer is an exception',
      { lender: null },
      { showWithoutLenderData: true },
      show,
    ],
    ['interest rate null hides', { lender: { ...lender, interestRate: null } }, {}, hidden('missing-rates')],
    [
      'comparison rate null hides',
      { lender: { ...lender, comparisonRate: null } },
      {},
      hidden('missing-rates'),
    ],
    [
      'the manufacturer is not one excluded make',
      { make: 'MAHINDRA' },
      { excludedMakes: ['Mahindra'] },
      hidden('excluded-make'),
    ],
    [
      'the dealership is not in a small excluded list',
      {},
      { excludedDealerships: ['north'] },
      hidden('excluded-dealership'),
    ],
    ['a car that is not available never shows finance', { available: false }, {}, hidden('unavailable')],
  ])('%s', (_name, carChange, options, expected) => {
    expect(financeDisplay({ ...car, ...carChange }, { now, ...options })).toEqual(expected)
  })
})

describe('per-provider conditions', () => {
  it.each<
    [string, FinanceDisplayOptions['rule'], Partial<FinanceDisplayCar>, FinanceDisplayVerdict | object]
  >([
    ['Provider A: all conditions met', 'A', {}, show],
    ['Provider A: year within the last 12 years (2014 in 2026 is within)', 'A', { year: 2014 }, show],
    [
      'Provider A: year within the last 12 years (2013 in 2026 is not)',
      'A',
      { year: 2013 },
      hidden('too-old'),
    ],
    [
      'Provider A: a car without a year is not within the last 12 years',
      'A',
      { year: null },
      hidden('too-old'),
    ],
    ['Provider A: price above 500', 'A', { price: 500 }, hidden('price-too-low')],
    ['Provider A: car available', 'A', { available: false }, hidden('unavailable')],
    [
      'Provider A: weekly rate present',
      'A',
      { lender: { ...lender, paymentWeek: null } },
      hidden('missing-weekly-payment'),
    ],
    [
      'Providers B and C: car available (B)',
      'B',
      { price: 0, year: 1990, lender: { interestRate: 9, comparisonRate: 9.5 } },
      show,
    ],
    ['Providers B and C: car available (C)', 'C', { available: false }, hidden('unavailable')],
    ['Providers D, E, F: price above 500 (D)', 'D', { price: 400 }, hidden('price-too-low')],
    ['Providers D, E, F: available (E)', 'E', { available: false }, hidden('unavailable')],
    [
      'Providers D, E, F: weekly payment present (F)',
      'F',
      { lender: { ...lender, paymentWeek: undefined } },
      hidden('missing-weekly-payment'),
    ],
    ['Providers D, E, F: all met (F)', 'F', { year: 1990 }, show],
    ['Provider G: price above 500', 'G', { price: null }, hidden('price-too-low')],
    [
      'Provider G: monthly payment present',
      'G',
      { lender: { ...lender, paymentMonth: null } },
      hidden('missing-monthly-payment'),
    ],
    ['Provider G: all met', 'G', {}, show],
  ])('%s', (_name, rule, carChange, expected) => {
    expect(financeDisplay({ ...car, ...carChange }, { now, rule })).toEqual(expected)
  })
})

describe("'Enquire for Finance'", () => {
  it('finance calculator repayment 25 or less shows Enquire for Finance', () => {
    expect(enquireForFinanceThreshold).toBe(25)
    expect(enquireForFinanceText).toBe('Enquire for Finance')
  })
})
