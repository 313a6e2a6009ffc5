import { describe, expect, it } from 'vitest'
import {
  formatKilometres,
  formatMoney,
  kilometreQuickPicks,
  moneyQuickPicks,
  parseNumberInput,
} from './money-format'

describe('money input: prefix $ with thousands separators', () => {
  it.each([
    [30000, '$30,000'],
    [250000, '$250,000'],
    [0, '$0'],
    [1360.5, '$1,361'],
  ])('%s formats as %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text)
  })

  it('shows cents when asked', () => {
    expect(formatMoney(912.25, { cents: true })).toBe('$912.25')
  })

  it('reads as Intl.NumberFormat writes Australian dollars, negative amounts and cents included', () => {
    const whole = new Intl.NumberFormat('en-AU', {
      style: 'currency',
      currency: 'AUD',
      maximumFractionDigits: 0,
    })
    const cents = new Intl.NumberFormat('en-AU', {
      style: 'currency',
      currency: 'AUD',
      minimumFractionDigits: 2,
    })
    for (const amount of [0, -0, 0.5, 1.005, 999.995, -1234.5, 29_990, 1_000_000.125, -0.004]) {
      expect(formatMoney(amount)).toBe(whole.format(amount))
      expect(formatMoney(amount, { cents: true })).toBe(cents.format(amount))
    }
  })
})

describe("kilometres input: suffix ' kms'", () => {
  it.each([
    [250, '250 kms'],
    [45000, '45,000 kms'],
  ])('%s formats as %s', (kms, text) => {
    expect(formatKilometres(kms)).toBe(text)
  })
})

describe('read-only fuel calculator inputs strip currency sign, commas and the kms suffix', () => {
  it.each([
    ['$30,000', 30000],
    ['$1.70', 1.7],
    ['250 kms', 250],
    ['1,250kms', 1250],
    ['  10 ', 10],
    ['-5', -5],
    ['', null],
    ['$', null],
    ['abc', null],
    ['1.2.3', null],
  ])('%j reads as %s', (text, value) => {
    expect(parseNumberInput(text)).toBe(value)
  })

  it('formatting then parsing gives the number back', () => {
    for (const amount of [0, 5, 999, 1000, 123456]) {
      expect(parseNumberInput(formatMoney(amount))).toBe(amount)
      expect(parseNumberInput(formatKilometres(amount))).toBe(amount)
    }
  })
})

describe('quick picks', () => {
  it('$5,000 to $70,000 by default', () => {
    expect(moneyQuickPicks.standard.at(0)).toBe(5000)
    expect(moneyQuickPicks.standard.at(-1)).toBe(70000)
  })

  it('$300,000 to $800,000 for one dealer brand', () => {
    expect(moneyQuickPicks.premium.at(0)).toBe(300000)
    expect(moneyQuickPicks.premium.at(-1)).toBe(800000)
  })

  it('every set rises strictly', () => {
    for (const picks of [...Object.values(moneyQuickPicks), kilometreQuickPicks]) {
      expect([...picks].sort((a, b) => a - b)).toEqual(picks)
      expect(new Set(picks).size).toBe(picks.length)
    }
  })
})
