import { describe, expect, it } from 'vitest'
import { contentFileSchema } from './content.js'

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
