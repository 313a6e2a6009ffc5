import { describe, expect, it } from 'vitest'
import { browseRecords } from './browse'
import { SearchEngineError } from './errors'
import type { RecordFields } from './types'

const records = new Map<string, RecordFields>(
  ['3', '1', '10', '2'].map((id) => [id, { objectID: id, price: Number(id) * 1000, make: 'Kia' }]),
)

describe('browseRecords: "Retrieves records from an index, up to 1,000 per request"', () => {
  it('lists every record in objectID order, whole, on one page by default, with no cursor after the last', () => {
    const page = browseRecords(records, {})
    expect(page.hits.map((hit) => hit.objectID)).toEqual(['1', '10', '2', '3'])
    expect(page.hits[0]).toEqual({ objectID: '1', price: 1000, make: 'Kia' })
    expect(page).toMatchObject({ nbHits: 4, hitsPerPage: 1000, page: 0, nbPages: 1 })
    expect(page.cursor).toBeUndefined()
  })

  it('reads page after page with the cursor each answers, until none is answered', () => {
    const seen: string[] = []
    let cursor: string | undefined
    let pages = 0
    do {
      const page = browseRecords(records, { hitsPerPage: 3, ...(cursor ? { cursor } : {}) })
      seen.push(...page.hits.map((hit) => String(hit.objectID)))
      cursor = page.cursor
      pages += 1
    } while (cursor)
    expect(seen).toEqual(['1', '10', '2', '3'])
    expect(pages).toBe(2)
  })

  it('a record deleted between pages moves no other record out of the listing', () => {
    const changing = new Map(records)
    const first = browseRecords(changing, { hitsPerPage: 2 })
    changing.delete('1')
    const second = browseRecords(changing, { hitsPerPage: 2, cursor: first.cursor })
    expect([...first.hits, ...second.hits].map((hit) => hit.objectID)).toEqual(['1', '10', '2', '3'])
  })

  it('retrieves only the attributes asked for, and always the objectID', () => {
    expect(browseRecords(records, { attributesToRetrieve: ['price'], hitsPerPage: 1 }).hits).toEqual([
      { objectID: '1', price: 1000 },
    ])
  })

  it('a cursor after the last objectID answers an empty last page', () => {
    const page = browseRecords(records, { cursor: browseRecords(records, { hitsPerPage: 3 }).cursor })
    expect(page.hits.map((hit) => hit.objectID)).toEqual(['3'])
    expect(page.cursor).toBeUndefined()
  })

  it.each([
    [{ query: 'kia' }, 'query: browse lists every record here and takes no query'],
    [{ filters: 'price > 5' }, 'filters: browse lists every record here and takes no filters'],
    [{ hitsPerPage: 1001 }, 'hitsPerPage: must be between 1 and 1000, got 1001'],
    [{ hitsPerPage: 0 }, 'hitsPerPage: must be between 1 and 1000, got 0'],
    [{ cursor: 'not a cursor' }, 'cursor: not a cursor this index answered; browse again from the start'],
    [{ cursor: 'abc' }, 'cursor: not a cursor this index answered; browse again from the start'],
    [{ cursor: 7 }, 'cursor: expected a string, got 7'],
    [{ attributesToRetrieve: [1] }, 'attributesToRetrieve: expected an array of strings, got [1]'],
  ])('refuses %j with a 400: "%s"', (params, message) => {
    let thrown: unknown
    try {
      browseRecords(records, params)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(SearchEngineError)
    expect(thrown).toMatchObject({ status: 400, message })
  })

  it('takes an empty query, as a client sends by default', () => {
    expect(browseRecords(records, { query: '' }).nbHits).toBe(4)
  })
})
