import { describe, expect, it } from 'vitest'
import { contentFileSchema, pageContentSchema } from './content.js'

const empty = {
  tenant: 'x',
  models: [],
  manufacturers: [],
  blogPosts: [],
  promotions: [],
  reviews: [],
  faqs: [],
  pages: [],
  serviceBookingLinks: [],
  cappedPriceServicing: [],
}

describe('contentFileSchema: whyBuyFromUs', () => {
  it('is optional', () => {
    expect(contentFileSchema.parse(empty).whyBuyFromUs).toBeUndefined()
  })

  it('takes a heading and titled blocks of text', () => {
    const whyBuyFromUs = {
      heading: 'Why buy from us',
      blocks: [{ heading: 'Local', text: 'Family owned since 1992.' }],
    }
    expect(contentFileSchema.parse({ ...empty, whyBuyFromUs }).whyBuyFromUs).toEqual(whyBuyFromUs)
  })

  it('is strict and needs non-empty text', () => {
    const block = { heading: 'Local', text: 'Family owned.' }
    for (const whyBuyFromUs of [
      { heading: 'Why', blocks: [block], extra: true },
      { heading: 'Why', blocks: [{ ...block, icon: 'star' }] },
      { heading: '', blocks: [block] },
      { heading: 'Why', blocks: [{ ...block, text: '' }] },
    ])
      expect(contentFileSchema.safeParse({ ...empty, whyBuyFromUs }).success).toBe(false)
  })
})

describe('a page\'s model blocks: "filtered blocks keep only named variants and colours"', () => {
  const page = { path: '/pages/niro-hybrid', title: 'Kia Niro Hybrid', body: '<p>Hybrid.</p>' }

  it('a /pages/… page names a model and, optionally, the variants and colours it keeps', () => {
    const parsed = pageContentSchema.parse({
      ...page,
      models: [{ model: ' Niro ', variants: ['S Hybrid'], colours: ['Soul Red'] }, { model: 'sportage' }],
    })
    expect(parsed.models).toEqual([
      { model: 'Niro', variants: ['S Hybrid'], colours: ['Soul Red'] },
      { model: 'sportage' },
    ])
  })

  it.each([
    [
      'another page',
      { ...page, path: '/about-us', models: [{ model: 'Niro' }] },
      'Only a /pages/… page shows models',
    ],
    ['a block without a model', { ...page, models: [{ model: '' }] }, 'model'],
    [
      'more than 6 blocks',
      { ...page, models: Array.from({ length: 7 }, () => ({ model: 'Niro' })) },
      'models',
    ],
  ])('%s is refused', (_case, input, expected) => {
    const result = pageContentSchema.safeParse(input)
    expect(result.success).toBe(false)
    expect(JSON.stringify(result.error?.issues)).toContain(expected)
  })
})
