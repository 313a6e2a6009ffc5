import { describe, expect, it } from 'vitest'
import { canonicalOrigin, imageCdnFor } from '../accessors.js'
import { parseTenant } from '../parse-tenant.js'
import { minimalTenant } from '../testing/minimal-tenant.js'
import { imageCdnTemplateProblem } from './image-options.js'

describe('images.cdnTemplate: "a tenant names an image CDN URL template and the site only builds URLs"', () => {
  it.each([
    ['imgix', 'https://dealer.imgix.net{path}?w={width}&q={quality}&auto=format'],
    [
      'Cloudinary fetch',
      'https://res.cloudinary.com/dealer/image/fetch/w_{width},q_{quality},f_auto/{encodedUrl}',
    ],
    ['Cloudflare on the site itself', '/cdn-cgi/image/width={width},quality={quality},format=auto/{url}'],
  ])('%s is accepted', (_name, template) => {
    expect(imageCdnTemplateProblem(template)).toBeNull()
  })

  it.each([
    ['plain http', 'http://dealer.imgix.net{path}?w={width}', 'must start with https://'],
    ['no host', 'https://{path}?w={width}', 'must start with https://'],
    ['a protocol-relative address', '//dealer.imgix.net{path}?w={width}', 'must start with https://'],
    ['spaces', 'https://dealer.imgix.net{path}?w={width} &q=1', 'must not contain spaces'],
    ['no width', 'https://dealer.imgix.net{path}?q={quality}', 'must ask for a width'],
    ['no picture', 'https://dealer.imgix.net/a.jpg?w={width}', 'must name the picture'],
    ['an unknown placeholder', 'https://dealer.imgix.net{path}?w={w}', 'Unknown placeholder {w}'],
  ])('%s is refused: %s', (_name, template, message) => {
    expect(imageCdnTemplateProblem(template)).toContain(message)
  })

  it('a tenant file with a bad template fails to load, naming the option and the reason', () => {
    const input = { ...minimalTenant(), options: { images: { cdnTemplate: 'https://cdn.example{path}' } } }
    expect(() => parseTenant(input, 't.json')).toThrow(/options\.images\.cdnTemplate.*\{width\}/s)
  })

  it("no template: no CDN, the site's own image pipeline", () => {
    expect(imageCdnFor(parseTenant(minimalTenant(), 't.json'))).toBeNull()
  })

  it("a template: the CDN with the tenant's canonical origin, for {url}", () => {
    const template = 'https://res.cloudinary.com/d/image/fetch/w_{width}/{encodedUrl}'
    const tenant = parseTenant(
      {
        ...minimalTenant(),
        domains: ['test-motors.localhost', 'test-motors.example', 'www.test-motors.example'],
        options: { images: { cdnTemplate: ` ${template} ` } },
      },
      't.json',
    )
    expect(canonicalOrigin(tenant)).toBe('https://www.test-motors.example')
    expect(imageCdnFor(tenant)).toEqual({ template, origin: 'https://www.test-motors.example' })
  })
})

describe('images.photoHosts: "photos given by URL are fetched once, checked and kept"', () => {
  const parse = (photoHosts: unknown) =>
    parseTenant({ ...minimalTenant(), options: { images: { photoHosts } } }, 't.json').options.images
      .photoHosts

  it('none by default: every photo on another host is linked as it is', () => {
    expect(parseTenant(minimalTenant(), 't.json').options.images.photoHosts).toEqual([])
  })

  it('host names are kept lowercase, without spaces', () => {
    expect(parse([' Photos.Dealer.com.au ', 'cdn.stock-system.example'])).toEqual([
      'photos.dealer.com.au',
      'cdn.stock-system.example',
    ])
  })

  it.each([
    ['an address, not a host', 'https://photos.dealer.com.au', 'expected a lowercase host name'],
    ['a host with a path', 'photos.dealer.com.au/stock', 'expected a lowercase host name'],
    ['a host with a port', 'photos.dealer.com.au:8443', 'expected a lowercase host name'],
    // The site fetches from these hosts: never from itself or an internal address.
    ['an IP address', '169.254.169.254', 'expected a public host name'],
    ['localhost', 'localhost', 'expected a public host name'],
    ['a local name', 'photos.dealer.localhost', 'expected a public host name'],
  ])('%s fails the tenant file, naming the option (%s)', (_name, host, message) => {
    expect(() => parse([host])).toThrow(`options.images.photoHosts[0]: ${message}`)
  })
})
