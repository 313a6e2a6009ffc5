import type { FormsConfig } from '@forecourt/lead-client'
import { describe, expect, it } from 'vitest'
import { garagePageFor } from './garage-pages'

const forms = (accountPages: FormsConfig['accountPages']) => ({ accountPages }) as FormsConfig

describe('garagePageFor', () => {
  const withGarage = forms({
    garage: true,
    brandGaragePaths: ['/toyota-garage', '/land-rover-garage'],
    spinToWin: false,
  })
  it.each([
    ['/my-garage', { path: '/my-garage', title: 'My Garage' }],
    ['/My-Garage/', { path: '/my-garage', title: 'My Garage' }],
    ['/toyota-garage', { path: '/toyota-garage', title: 'Toyota Garage' }],
    ['/Toyota-Garage/', { path: '/toyota-garage', title: 'Toyota Garage' }],
    ['/land-rover-garage', { path: '/land-rover-garage', title: 'Land Rover Garage' }],
    ['/kia-garage', null],
    ['/about-us', null],
  ])('%s → %j', (pathname, page) => {
    expect(garagePageFor(pathname, withGarage)).toEqual(page)
  })

  it('a tenant without the garage feature has no garage pages, not even configured brand ones', () => {
    const off = forms({ garage: false, brandGaragePaths: ['/toyota-garage'], spinToWin: false })
    expect(garagePageFor('/my-garage', off)).toBeNull()
    expect(garagePageFor('/toyota-garage', off)).toBeNull()
    expect(garagePageFor('/my-garage', forms(undefined))).toBeNull()
  })
})
