import { describe, expect, it } from 'vitest'
import { leadRequestSchema } from './lead-request.js'

const request = {
  form: 'enquiry',
  idempotency_key: '3b241101-e2bb-4255-8caf-4136c566a962',
  values: { name: 'Jo', opt_in: true },
  car_id: 42,
  url: 'https://dealer.example/cars/x',
  visited_pages: ['/'],
  linked_query_params: { utm_source: 'google' },
}

describe('leadRequestSchema: the POST body the server accepts', () => {
  it('accepts a request and drops unknown keys', () => {
    expect(leadRequestSchema.parse({ ...request, user_agent: 'forged', source: 'forged' })).toEqual(request)
  })

  it('defaults the visit lists', () => {
    const { visited_pages: _, linked_query_params: __, ...minimal } = request
    expect(leadRequestSchema.parse(minimal)).toMatchObject({ visited_pages: [], linked_query_params: {} })
  })

  it.each([
    ['an unknown form', { form: 'newsletter' }, 'form'],
    ['a key that is not a UUID', { idempotency_key: 'abc' }, 'idempotency_key'],
    ['no url', { url: '' }, 'url'],
    ['a value that is an object', { values: { name: { first: 'Jo' } } }, 'values'],
    ['a long value', { values: { message: 'x'.repeat(5001) } }, 'values'],
    [
      'too many values',
      { values: Object.fromEntries(Array.from({ length: 101 }, (_, index) => [`f${index}`, 'x'])) },
      'values',
    ],
    ['a negative car id', { car_id: -1 }, 'car_id'],
    ['too many visited pages', { visited_pages: Array.from({ length: 101 }, () => '/') }, 'visited_pages'],
    ['a filled honeypot ("website")', { website: 'http://spam.example' }, 'website'],
  ])('refuses %s', (_, change, path) => {
    const parsed = leadRequestSchema.safeParse({ ...request, ...change })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.path[0]).toBe(path)
  })

  it.each([
    ['an empty honeypot', { website: '' }],
    ['a car slug as id', { car_id: '2021-toyota-hilux' }],
    ['no car', { car_id: null }],
  ])('accepts %s', (_, change) => {
    expect(leadRequestSchema.safeParse({ ...request, ...change }).success).toBe(true)
  })
})
