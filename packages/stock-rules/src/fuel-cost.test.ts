import { describe, expect, it } from 'vitest'
import { carFuelConsumption, fuelCost, parseCalculatorInput, showFuelCalculator } from './fuel-cost.js'

describe('"cost = distance/100 × consumption × price"', () => {
  it.each([
    ['"default fuel price 1.70 per litre, distance 250 kms per week, consumption 10 L/100km"', {}, 42.5],
    ['a 7.9 L/100km car', { litresPer100Km: 7.9 }, 33.58],
    ['500 km at 2.05 a litre', { distanceKm: 500, pricePerLitre: 2.05 }, 102.5],
    ['no driving', { distanceKm: 0 }, 0],
  ])('%s', (_name, input, expected) => {
    expect(fuelCost(input)).toBe(expected)
  })
})

describe('fuel consumption of a car', () => {
  it.each([
    ['variant combined figure', { variant: { fuelconsumptioncombined: '7.9' } }, 7.9],
    ['numeric figure', { variant: { fuelconsumptioncombined: 6.1 } }, 6.1],
    ['missing: default 10', { variant: null }, 10],
    ["'null': default 10", { variant: { fuelconsumptioncombined: 'null' } }, 10],
  ])('%s', (_name, car, expected) => {
    expect(carFuelConsumption(car)).toBe(expected)
  })
})

describe('"hidden for electric fuel"', () => {
  it.each([
    ['Electric simple_fuel', { simple_fuel: 'Electric' }, false],
    ['electric fuel text', { fuel: 'electric' }, false],
    ['Hybrid still burns fuel', { simple_fuel: 'Hybrid' }, true],
    ['PHEV still burns fuel', { simple_fuel: 'PHEV' }, true],
    ['Petrol', { simple_fuel: 'Petrol', fuel: 'Unleaded Petrol' }, true],
  ])('%s', (_name, car, expected) => {
    expect(showFuelCalculator(car)).toBe(expected)
  })
})

describe('"Read-only fuel calculator inputs strip currency sign, commas and the kms suffix"', () => {
  it.each([
    ['$1,234', 1234],
    ['250 kms', 250],
    ['12,500kms', 12500],
    ['1.70', 1.7],
    ['', Number.NaN],
  ])('%s → %s', (text, expected) => {
    expect(parseCalculatorInput(text)).toBe(expected)
  })
})
