import { describe, expect, it } from 'vitest'
import { embeddedGeocoder, geocodeOrThrow, InvalidPostcodeError, invalidPostcodeMessage } from './geocoding'

describe('embeddedGeocoder', () => {
  it.each([
    ['4000', 'Brisbane', 'QLD'],
    ['2000', 'Sydney', 'NSW'],
    ['3000', 'Melbourne', 'VIC'],
    ['6000', 'Perth', 'WA'],
    ['0800', 'Darwin', 'NT'],
  ])('places %s in %s %s', async (postcode, locality, state) => {
    await expect(embeddedGeocoder.geocode(postcode)).resolves.toMatchObject({ locality, state })
  })

  it.each(['0000', '123', 'abcd', ''])('resolves null for %j', async (postcode) => {
    await expect(embeddedGeocoder.geocode(postcode)).resolves.toBeNull()
  })
})

describe('geocodeOrThrow', () => {
  it("spec sections 5 and 8: a failed geocode throws 'Invalid postcode'", async () => {
    expect(invalidPostcodeMessage).toBe('Invalid postcode')
    await expect(geocodeOrThrow(embeddedGeocoder, '0000')).rejects.toThrow('Invalid postcode')
    await expect(geocodeOrThrow(embeddedGeocoder, '12')).rejects.toBeInstanceOf(InvalidPostcodeError)
  })

  it('never asks the geocoder about text that is not four digits', async () => {
    const asked: string[] = []
    const geocoder = { geocode: (postcode: string) => (asked.push(postcode), Promise.resolve(null)) }
    await expect(geocodeOrThrow(geocoder, 'abcd')).rejects.toThrow(invalidPostcodeMessage)
    expect(asked).toEqual([])
  })

  it('returns the place of a known postcode', async () => {
    await expect(geocodeOrThrow(embeddedGeocoder, ' 6000 ')).resolves.toMatchObject({ locality: 'Perth' })
  })
})
