import { describe, expect, it } from 'vitest'
import { searchTitle } from './search-title'

describe('search page titles', () => {
  it.each([
    [{}, 'New, used and demo cars for sale'],
    [{ refinementList: { car_type: ['used'] } }, 'Used cars for sale'],
    [{ refinementList: { car_type: ['new', 'demo'] } }, 'New and Demo cars for sale'],
    [
      { refinementList: { car_type: ['used'], make: ['Toyota'], model: ['HiLux'] } },
      'Used Toyota HiLux for sale',
    ],
    [{ refinementList: { body: ['SUV'] } }, 'New, used and demo SUV for sale'],
    [{ refinementList: { item_type: ['caravan'] } }, 'New, used and demo caravans for sale'],
    [{ refinementList: { make: ['Kia', 'Mazda'] } }, 'New, used and demo cars for sale'],
    [{ refinementList: { location_name: ['Toowoomba'] } }, 'New, used and demo cars for sale at Toowoomba'],
  ])('%j reads "%s"', (state, title) => {
    expect(searchTitle(state)).toBe(title)
  })
})
