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
