import { describe, expect, it } from 'vitest'
import { leadRequestSchema } from './lead-request.js'
import { readLeadRequest } from './read-lead-request.js'

const request = {
  form: 'enquiry',
  idempotency_key: '3b241101-e2bb-4255-8caf-4136c566a962',
  values: { name: 'Jo', opt_in: true },
  car_id: 42,
  url: 'https://dealer.example/cars/x',
  visited_pages: ['/'],
  linked_query_params: { utm_source: 'google' },
}

const manyValues = (count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, index) => [`f${index}`, 'x']))

// Each body is read by both; they must agree on whether it is accepted, on what is read, and on the honeypot.
const bodies: [string, unknown][] = [
  ['a full request with unknown keys', { ...request, user_agent: 'forged', source: 'forged' }],
  ['no visit lists', { ...request, visited_pages: undefined, linked_query_params: undefined }],
  ['null visit lists', { ...request, visited_pages: null }],
  ['null query parameters', { ...request, linked_query_params: null }],
  ['an unknown form', { ...request, form: 'newsletter' }],
  ['a form that is not text', { ...request, form: 7 }],
  ['a key that is not a UUID', { ...request, idempotency_key: 'abc' }],
  ['an upper-case UUID', { ...request, idempotency_key: '3B241101-E2BB-4255-8CAF-4136C566A962' }],
  ['a UUID of version 9', { ...request, idempotency_key: '3b241101-e2bb-9255-8caf-4136c566a962' }],
  ['a UUID of the wrong variant', { ...request, idempotency_key: '3b241101-e2bb-4255-7caf-4136c566a962' }],
  ['the nil UUID', { ...request, idempotency_key: '00000000-0000-0000-0000-000000000000' }],
  ['the max UUID', { ...request, idempotency_key: 'ffffffff-ffff-ffff-ffff-ffffffffffff' }],
  ['no url', { ...request, url: '' }],
  ['a url of spaces', { ...request, url: '   ' }],
  ['a url with spaces around', { ...request, url: '  https://dealer.example/  ' }],
  ['a url of 2048 characters', { ...request, url: `https://d.example/${'x'.repeat(2030)}` }],
  ['a url of 2049 characters', { ...request, url: `https://d.example/${'x'.repeat(2031)}` }],
  ['a value that is an object', { ...request, values: { name: { first: 'Jo' } } }],
  ['a value that is a number', { ...request, values: { age: 40 } }],
  ['a value of 5000 characters', { ...request, values: { message: 'x'.repeat(5000) } }],
  ['a value of 5001 characters', { ...request, values: { message: 'x'.repeat(5001) } }],
  ['a value name of 101 characters', { ...request, values: { ['n'.repeat(101)]: 'x' } }],
  ['100 values', { ...request, values: manyValues(100) }],
  ['101 values', { ...request, values: manyValues(101) }],
  ['values that are a list', { ...request, values: ['Jo'] }],
  ['no values', { ...request, values: undefined }],
  ['a car id of 0', { ...request, car_id: 0 }],
  ['a negative car id', { ...request, car_id: -1 }],
  ['a fractional car id', { ...request, car_id: 1.5 }],
  ['a car id beyond safe integers', { ...request, car_id: 2 ** 53 }],
  ['a car slug as id, with spaces around', { ...request, car_id: '  2021-toyota-hilux ' }],
  ['a car id of spaces', { ...request, car_id: '   ' }],
  ['a car id of 101 characters', { ...request, car_id: 'c'.repeat(101) }],
  ['a car id that is true', { ...request, car_id: true }],
  ['no car', { ...request, car_id: null }],
  ['too many visited pages', { ...request, visited_pages: Array.from({ length: 101 }, () => '/') }],
  ['a visited page that is not text', { ...request, visited_pages: ['/', 3] }],
  ['a long visited page', { ...request, visited_pages: ['x'.repeat(2049)] }],
  ['a query parameter that is not text', { ...request, linked_query_params: { page: 2 } }],
  ['a filled honeypot ("website")', { ...request, website: 'http://spam.example' }],
  ['a filled honeypot and a bad key', { ...request, website: 'x', idempotency_key: 'abc' }],
  ['a honeypot that is null', { ...request, website: null }],
  ['an empty honeypot', { ...request, website: '' }],
  ['a list as the body', [request]],
  ['null as the body', null],
  ['text as the body', 'enquiry'],
]

describe('readLeadRequest agrees with leadRequestSchema', () => {
  it.each(bodies)('%s', (_, body) => {
    const parsed = leadRequestSchema.safeParse(body)
    const read = readLeadRequest(body)
    expect(read.ok).toBe(parsed.success)
    if (read.ok) expect(read.request).toEqual(parsed.data)
    else
      expect(read.honeypot).toBe(parsed.error?.issues.some((issue) => issue.path[0] === 'website') ?? false)
  })

  it('covers both answers: some bodies are accepted, some refused, some robots', () => {
    const reads = bodies.map(([, body]) => readLeadRequest(body))
    expect(reads.filter((read) => read.ok).length).toBeGreaterThan(5)
    expect(reads.filter((read) => !read.ok && !read.honeypot).length).toBeGreaterThan(5)
    expect(reads.filter((read) => !read.ok && read.honeypot)).toHaveLength(3)
  })
})
