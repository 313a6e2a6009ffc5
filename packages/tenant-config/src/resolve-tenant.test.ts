import { describe, expect, it } from 'vitest'
import { normaliseHost, resolveTenant } from './resolve-tenant.js'

const tenants = [
  { slug: 'a', domains: ['a.example', 'www.a.example'] },
  { slug: 'b', domains: ['b.example.com.au'] },
]

describe('resolveTenant', () => {
  it.each([
    ['a.example', 'a'],
    ['A.EXAMPLE', 'a'],
    ['a.example:8080', 'a'],
    ['a.example.', 'a'],
    ['www.a.example', 'a'],
    ['www.b.example.com.au', 'b'],
    ['b.example.com.au:443', 'b'],
    ['c.example', undefined],
    ['', undefined],
    ['sub.a.example', undefined],
  ])('maps host %j to tenant %j', (host, slug) => {
    expect(resolveTenant(tenants, host)?.slug).toBe(slug)
  })
})

describe('normaliseHost', () => {
  it.each([
    ['Example.COM:3000', 'example.com'],
    [' example.com. ', 'example.com'],
  ])('%j becomes %j', (host, expected) => {
    expect(normaliseHost(host)).toBe(expected)
  })
})
