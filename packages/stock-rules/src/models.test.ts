import { describe, expect, it } from 'vitest'
import {
  clampSliderPrice,
  isComingSoon,
  keepNamedModelParts,
  modelBodies,
  modelListName,
  modelPriceSlider,
  modelsOfBody,
  modelShortDescription,
  orderNowHref,
  showBodyTypeTabs,
  variantLayout,
  variantsHeading,
  wholeDollars,
  wrapIndex,
  type VariantLayout,
} from './models.js'

describe('"Model: status (coming_soon special; drives an \'ALL-NEW\' prefix)"', () => {
  it.each([
    ['coming_soon', 'ALL-NEW Tasman', true],
    ['available', 'Tasman', false],
    [null, 'Tasman', false],
  ] as const)('status %s lists as %s', (status, name, comingSoon) => {
    expect(modelListName({ name: 'Tasman', status })).toBe(name)
    expect(isComingSoon({ status })).toBe(comingSoon)
  })
})

describe('"short_description (cut to about 75 characters)"', () => {
  it.each([
    ['a short text', 'a short text', false],
    ['x'.repeat(75), 'x'.repeat(75), false],
    ['x'.repeat(76), `${'x'.repeat(75)}...`, true],
    [`${'word '.repeat(15)}end`, `${'word '.repeat(14)}word...`, true],
    [
      'The Toyota HiLux brings diesel power, 5 seats and a long list of standard safety features to every trim level.',
      'The Toyota HiLux brings diesel power, 5 seats and a long list of standard...',
      true,
    ],
    [null, '', false],
  ])('%s', (text, shown, truncated) => {
    expect(modelShortDescription(text)).toEqual({ text: shown, truncated })
  })
})

describe('"/models?body={body}" listing filter', () => {
  const models = [
    { slug: 'a', body: 'suv' },
    { slug: 'b', body: 'Cab Chassis' },
    { slug: 'c', body: 'SUV' },
    { slug: 'd', body: null },
  ]
  it.each([
    ['suv', ['a', 'c']],
    ['cab-chassis', ['b']],
    ['', ['a', 'b', 'c', 'd']],
    [undefined, ['a', 'b', 'c', 'd']],
    ['van', []],
  ])('body=%s', (body, slugs) => {
    expect(modelsOfBody(models, body).map((model) => model.slug)).toEqual(slugs)
  })
  it('lists each body once, first spelling kept', () => {
    expect(modelBodies(models)).toEqual(['suv', 'Cab Chassis'])
  })
})

describe("\"variants block headed 'Which {make model} will you choose?' (single variant: '{make model} Features')\"", () => {
  it.each([
    [1, 'Kia Picanto Features'],
    [2, 'Which Kia Picanto will you choose?'],
    [5, 'Which Kia Picanto will you choose?'],
  ])('%i variants', (count, heading) => {
    expect(variantsHeading('Kia Picanto', count)).toBe(heading)
  })
})

describe('"grid for 2 or fewer variants, swipe slider for 3 or more, arrows only for 4 or more"', () => {
  it.each<[number, VariantLayout]>([
    [1, { kind: 'grid', arrows: false }],
    [2, { kind: 'grid', arrows: false }],
    [3, { kind: 'slider', arrows: false }],
    [4, { kind: 'slider', arrows: true }],
    [9, { kind: 'slider', arrows: true }],
  ])('%i variants', (count, layout) => {
    expect(variantLayout(count)).toEqual(layout)
  })
})

describe('"Colour viewer: selected variant and colour index wrapping at both ends"', () => {
  it.each([
    [0, 1, 5, 1],
    [4, 1, 5, 0],
    [0, -1, 5, 4],
    [2, -1, 5, 1],
    [0, 1, 1, 0],
    [0, -1, 0, 0],
  ])('index %i moved by %i of %i is %i', (index, step, count, next) => {
    expect(wrapIndex(index, step, count)).toBe(next)
  })
})

describe('"an extra body-type tab bar when 3 or more body types and more than 15 colours"', () => {
  const colours = (count: number, bodyTypes: string[]) =>
    Array.from({ length: count }, (_, index) => ({ oem_id: bodyTypes[index % bodyTypes.length] }))
  it.each([
    ['16 colours, 3 body types', colours(16, ['wagon', 'sedan', 'hatch']), true],
    ['15 colours, 3 body types', colours(15, ['wagon', 'sedan', 'hatch']), false],
    ['20 colours, 2 body types', colours(20, ['wagon', 'sedan']), false],
    ['16 colours, 4 body types', colours(16, ['wagon', 'sedan', 'hatch', 'ute']), true],
    ['16 colours without body types', colours(16, ['']), false],
  ])('%s', (_name, list, shown) => {
    expect(showBodyTypeTabs(list)).toBe(shown)
  })
})

describe('"price slider step 500, default min 5000, default max 250000; expand animation 300 ms"', () => {
  it('has the spec constants', () => {
    expect(modelPriceSlider).toEqual({ step: 500, min: 5000, max: 250000, expandMs: 300 })
  })
  it.each([
    [12_740, 12_500],
    [12_750, 13_000],
    [1000, 5000],
    [300_000, 250_000],
    [Number.NaN, 5000],
  ])('%d is kept at %d', (value, kept) => {
    expect(clampSliderPrice(value)).toBe(kept)
  })
})

describe('"dollars rounded to whole with commas"', () => {
  it.each([
    [38090, '$38,090'],
    [38090.5, '$38,091'],
    [250000, '$250,000'],
    [999, '$999'],
    [1234567.4, '$1,234,567'],
    [0, '$0'],
    [-0.4, '$0'],
    [-1500.5, '-$1,500'],
  ])('%d is %s', (amount, text) => {
    expect(wholeDollars(amount)).toBe(text)
  })
})

describe('"the model-level link carries only model_id and model_name; when the model is coming_soon the link becomes the anchor #form-section"', () => {
  const hilux = { slug: 'hilux', name: 'HiLux', status: 'available' }
  it.each([
    ['model-level link', hilux, undefined, '/models/order-now?model_id=hilux&model_name=HiLux'],
    [
      'variant link adds vehicle={encoded variant full name}',
      hilux,
      { full_name: 'Toyota HiLux SR5+ Dual Cab & Tray' },
      '/models/order-now?model_id=hilux&model_name=HiLux&vehicle=Toyota%20HiLux%20SR5%2B%20Dual%20Cab%20%26%20Tray',
    ],
    ['coming_soon model', { ...hilux, status: 'coming_soon' }, undefined, '#form-section'],
    [
      'coming_soon variant',
      { ...hilux, status: 'coming_soon' },
      { full_name: 'Toyota HiLux SR' },
      '#form-section',
    ],
    [
      'names are encoded',
      { slug: 'landcruiser-70', name: 'LandCruiser 70', status: null },
      undefined,
      '/models/order-now?model_id=landcruiser-70&model_name=LandCruiser%2070',
    ],
  ])('%s', (_name, model, variant, href) => {
    expect(orderNowHref(model, variant)).toBe(href)
  })
})

describe('"filtered blocks keep only named variants and colours"', () => {
  const variants = ['S Hybrid', 'GT-Line Hybrid', 'S EV'].map((name) => ({ name, full_name: `Niro ${name}` }))
  const colours = ['S Hybrid', 'GT-Line Hybrid', 'S EV'].flatMap((variant) =>
    ['Soul Red', 'Silver Sky'].map((name) => ({ name, model_variant_name: variant })),
  )
  const kept = (named: { variants?: string[]; colours?: string[] }) => {
    const block = keepNamedModelParts({ variants, colours }, named)
    return {
      variants: block.variants.map((variant) => variant.name),
      colours: block.colours.map((colour) => `${colour.name}/${colour.model_variant_name}`),
    }
  }

  it.each([
    [
      'named variants keep their colours only',
      { variants: ['S Hybrid', 'gt-line hybrid '] },
      {
        variants: ['S Hybrid', 'GT-Line Hybrid'],
        colours: [
          'Soul Red/S Hybrid',
          'Silver Sky/S Hybrid',
          'Soul Red/GT-Line Hybrid',
          'Silver Sky/GT-Line Hybrid',
        ],
      },
    ],
    [
      'a variant named by its full name',
      { variants: ['Niro S EV'] },
      { variants: ['S EV'], colours: ['Soul Red/S EV', 'Silver Sky/S EV'] },
    ],
    [
      'named colours of every variant',
      { colours: ['soul red'] },
      {
        variants: ['S Hybrid', 'GT-Line Hybrid', 'S EV'],
        colours: ['Soul Red/S Hybrid', 'Soul Red/GT-Line Hybrid', 'Soul Red/S EV'],
      },
    ],
    [
      'both named',
      { variants: ['S EV'], colours: ['Silver Sky'] },
      { variants: ['S EV'], colours: ['Silver Sky/S EV'] },
    ],
    [
      'a name the model does not have keeps nothing of its kind',
      { variants: ['GT'] },
      { variants: [], colours: [] },
    ],
    [
      'nothing named keeps everything',
      {},
      {
        variants: ['S Hybrid', 'GT-Line Hybrid', 'S EV'],
        colours: colours.map((c) => `${c.name}/${c.model_variant_name}`),
      },
    ],
  ])('%s', (_case, named, expected) => {
    expect(kept(named)).toEqual(expected)
  })

  it("names no variant: a colour whose variant name matches none of the model's stays (the data is shown as it is)", () => {
    const stray = { name: 'Soul Red', model_variant_name: 'GT Line' }
    expect(keepNamedModelParts({ variants, colours: [stray] }, { colours: ['Soul Red'] }).colours).toEqual([
      stray,
    ])
    expect(keepNamedModelParts({ variants, colours: [stray] }, { variants: ['S EV'] }).colours).toEqual([])
  })
})
