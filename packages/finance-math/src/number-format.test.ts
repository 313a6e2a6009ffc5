import { describe, expect, it } from 'vitest'
import { formatNumber } from './number-format'

const intlFormats = new Map<string, Intl.NumberFormat>()
const intlFormat = (value: number, options: Intl.NumberFormatOptions) => {
  const key = JSON.stringify(options)
  const format = intlFormats.get(key) ?? new Intl.NumberFormat('en-AU', options)
  intlFormats.set(key, format)
  return format.format(value)
}

describe('formatNumber: en-AU digits, as Intl.NumberFormat gives them', () => {
  it.each([
    [1234, {}, '1,234'],
    [25000, { maximumFractionDigits: 0 }, '25,000'],
    [1234567.891234, {}, '1,234,567.891'],
    [999.9995, {}, '1,000'],
    [8.5, { minimumFractionDigits: 2, maximumFractionDigits: 2 }, '8.50'],
    [1.005, { maximumFractionDigits: 2 }, '1.01'],
    [0.125, { maximumFractionDigits: 2 }, '0.13'],
    [0.0000001, { maximumFractionDigits: 2 }, '0'],
    [-1234.5, { maximumFractionDigits: 0 }, '-1,235'],
    [-0, {}, '-0'],
    [-0.0001, {}, '-0'],
    [1e21, {}, '1,000,000,000,000,000,000,000'],
    [Number.NaN, {}, 'NaN'],
    [Number.NEGATIVE_INFINITY, {}, '-∞'],
  ])('%s with %j reads %s', (value, options, text) => {
    expect(formatNumber(value, options)).toBe(text)
    expect(intlFormat(value, options)).toBe(text)
  })

  it('agrees with Intl.NumberFormat on 20,000 numbers of every size and sign, at 0 to 4 decimals', () => {
    let seed = 7
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed / 2 ** 31
    }
    for (let index = 0; index < 20_000; index++) {
      const scale = 10 ** Math.floor(random() * 16 - 6)
      const value = (random() - 0.3) * scale
      const rounded = index % 3 === 0 ? Math.round(value * 1000) / 1000 : value
      const minimumFractionDigits = Math.floor(random() * 3)
      const maximumFractionDigits = minimumFractionDigits + Math.floor(random() * 3)
      const options = { minimumFractionDigits, maximumFractionDigits }
      expect(formatNumber(rounded, options), `${rounded} ${JSON.stringify(options)}`).toBe(
        intlFormat(rounded, options),
      )
    }
  })
})
