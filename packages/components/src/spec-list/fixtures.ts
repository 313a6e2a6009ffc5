import { caravanSpecSection } from './caravan-specs'
import type { SpecSection } from './spec-list'

/** A HiLux's specifications in two sections, with hidden rows (null, '' and 'null'). */
export const demoSpecSections: SpecSection[] = [
  {
    title: 'Engine',
    rows: [
      { label: 'Cylinders', value: 4 },
      { label: 'Engine Size', value: '2.8L' },
      { label: 'Induction', value: 'Turbo Intercooled' },
      { label: 'Torque', value: 'null' },
      { label: 'Fuel Consumption (combined)', value: '8.4 L/100km' },
      { label: 'Fuel Capacity', value: '80 L' },
    ],
  },
  {
    title: 'Dimensions',
    rows: [
      { label: 'Length', value: '5,325 mm' },
      { label: 'Width', value: '1,900 mm' },
      { label: 'Height', value: null },
      { label: 'Gross Vehicle Mass', value: '3,050 kg' },
      { label: 'Towing Capacity (braked)', value: '3,500 kg' },
      { label: 'ANCAP Rating', value: '' },
    ],
  },
]

/** A caravan's specifications; the axle type arrives as 'null' and is hidden. */
export const demoCaravanSections: SpecSection[] = [
  caravanSpecSection({
    body_width: '2,450 mm',
    body_length: '6,700 mm',
    tare_weight: '2,380 kg',
    axle_type: 'null',
    sleeps: 4,
    aggregate_trailer_mass: '3,100 kg',
  }),
]
