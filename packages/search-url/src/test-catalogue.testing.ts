import type { SearchCatalogue } from './catalogue.js'

/** A tenant's catalogue for tests: makes with models, bodies, locations, dealerships, item types. */
export const catalogue: SearchCatalogue = {
  makes: [
    { name: 'Toyota', models: ['HiLux', 'LandCruiser 300', 'RAV4'] },
    { name: 'Mercedes-Benz', models: ['C-Class', 'GLC 300'] },
    { name: 'Land Rover', models: ['Defender', 'Range Rover Sport'] },
    { name: 'Mazda', models: ['CX-5', 'BT-50'] },
    { name: 'Citroën', models: ['C5 Aircross'] },
    { name: 'Kia' },
  ],
  bodies: ['SUV', 'Cab Chassis', 'Ute', 'Hatch'],
  locations: [
    { slug: 'southport', name: 'Southport' },
    { slug: 'toyota', name: 'Toyota Central' },
    { slug: 'hatch', name: 'Hatch Motors' },
    { slug: 'gold-coast', name: 'Gold Coast' },
  ],
  dealerships: [
    { slug: 'harbourside-toyota', name: 'Harbourside Toyota' },
    { slug: 'southport', name: 'Southport Dealership' },
    { slug: 'bayside_motors', name: 'Bayside Motors' },
  ],
  itemTypes: ['caravan', 'motorcycle'],
}
