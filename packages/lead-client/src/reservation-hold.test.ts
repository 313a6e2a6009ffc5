import { describe, expect, it } from 'vitest'
import { reservationHoldText } from './reservation-hold'

describe('reservationHoldText: how long a reservation holds the car', () => {
  it.each([
    [1, '1 hour'],
    [12, '12 hours'],
    [24, '24 hours'],
    [48, '48 hours'],
    [60, '60 hours'],
    [72, '3 days'],
    [168, '7 days'],
    [720, '30 days'],
  ])('%i hours reads %s', (hours, text) => {
    expect(reservationHoldText(hours)).toBe(text)
  })
})
