import { describe, expect, it } from 'vitest'
import { hasFewPhotos, vehicleDialogSpec } from './lead-dialogs'

const car = { name: '2025 Kia Sorento Sport+', stockNumber: 'WBK000005' }

describe('the vehicle page dialogs', () => {
  it.each([
    ['enquiry', 'enquiry', 'Enquire Now'],
    ['test-drive', 'test-drive', 'Book a Test Drive'],
    ['request-photos', 'request-photos', 'Request Photos'],
    ['find-similar', 'enquiry', 'Find Me Something Similar'],
  ] as const)('%s opens the %s form titled %s', (kind, form, title) => {
    expect(vehicleDialogSpec(kind, car)).toMatchObject({ form, title })
  })

  it("a sold car's Find Me Something Similar starts with comments naming the car", () => {
    expect(vehicleDialogSpec('find-similar', car).initial).toEqual({
      message:
        'Please find me something similar to the 2025 Kia Sorento Sport+ (stock number WBK000005), which has sold.',
    })
    expect(vehicleDialogSpec('find-similar', { name: '2020 Jayco Swan' }).initial.message).toBe(
      'Please find me something similar to the 2020 Jayco Swan, which has sold.',
    )
  })

  it('the other dialogs start empty (the form adds remembered details and its own defaults)', () => {
    for (const kind of ['enquiry', 'test-drive', 'request-photos'] as const)
      expect(vehicleDialogSpec(kind, car).initial).toEqual({})
  })

  it('a car with 3 photos or fewer has few photos', () => {
    expect([0, 3, 4, 12].map(hasFewPhotos)).toEqual([true, true, false, false])
  })
})
