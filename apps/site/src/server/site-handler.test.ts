import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { robotsTxt, sitemapXml } from './site-handler'
import { startApiSite, type ApiSite } from './testing/api-site'

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt allows the site, keeps crawlers off the API and names the sitemap', () => {
    expect(robotsTxt('https://www.example.com.au')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: https://www.example.com.au/sitemap.xml\n',
    )
  })

  it('sitemap.xml lists every path on the canonical origin, escaped', () => {
    const xml = sitemapXml('https://www.example.com.au', ['/', '/cars/a&b'])
    expect(xml).toContain('<loc>https://www.example.com.au/</loc>')
    expect(xml).toContain('<loc>https://www.example.com.au/cars/a&amp;b</loc>')
    expect(xml.match(/<url>/g)).toHaveLength(2)
  })
})

describe('the site app', () => {
  const wattle = 'wattle-bay.localhost'
  let site: ApiSite
  let staticDir: string
  const rendered: string[] = []
  const script = 'console.log("hydrating")'

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'forecourt-static-'))
    mkdirSync(join(staticDir, 'assets'))
    writeFileSync(join(staticDir, 'assets', 'entry-abc.js'), script.repeat(100))
    writeFileSync(join(staticDir, 'assets', 'entry-abc.js.br'), brotliCompressSync(script.repeat(100)))
    writeFileSync(join(staticDir, 'secret.env'), 'SESSION_SECRET=x')
    site = await startApiSite({
      env: { TRUST_PROXY: 'true' },
      staticMounts: [{ prefix: '/assets/', dir: join(staticDir, 'assets'), immutable: true }],
      render: (_request, _api, _assets, nonce) => {
        rendered.push(nonce)
        return Promise.resolve(
          new Response(`<!doctype html><script nonce="${nonce}">${script}</script>`, {
            headers: { 'content-type': 'text/html; charset=utf-8' },
          }),
        )
      },
    })
  }, 60_000)
  afterAll(async () => {
    await site.close()
    rmSync(staticDir, { recursive: true, force: true })
  })

  const searchQuery = {
    body: JSON.stringify({ requests: [{ indexName: 'Car_production', params: 'query=kia' }] }),
    headers: {
      'content-type': 'application/json',
      'x-algolia-api-key': 'wattle-bay-kia-search-public',
      'x-algolia-application-id': 'FORECOURT',
    },
  }

  it.each<{
    case: string
    method: string
    path: string
    status: number
    body?: string
    headers?: Record<string, string>
  }>([
    { case: 'a page', method: 'GET', path: '/', status: 200 },
    { case: 'the JSON of a loader', method: 'GET', path: '/api/site/home', status: 200 },
    { case: 'an endpoint refusing a write', method: 'POST', path: '/api/leads', status: 415 },
    { case: 'a static file', method: 'GET', path: '/assets/entry-abc.js', status: 200 },
    { case: 'a search answer', method: 'POST', path: '/1/indexes/*/queries', status: 200, ...searchQuery },
    { case: 'a path no page has', method: 'DELETE', path: '/', status: 405 },
  ])('$case carries the security headers', async ({ method, path, status, body, headers }) => {
    const answer = await site.request(wattle, method, path, { ...(body ? { body, headers } : {}) })
    expect(answer.status).toBe(status)
    expect(answer.headers.get('content-security-policy')).toMatch(
      /^default-src 'self'; script-src .*; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'$/,
    )
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(answer.headers.get('permissions-policy')).toContain('camera=()')
    // The dealer locator asks for the shopper's position.
    expect(answer.headers.get('permissions-policy')).toContain('geolocation=(self)')
    expect(answer.headers.get('strict-transport-security')).toBeNull()
  })

  it("a page's CSP lets only its own nonce's scripts run, a fresh nonce each time", async () => {
    const first = await site.request(wattle, 'GET', '/')
    const second = await site.request(wattle, 'GET', '/')
    const [firstNonce, secondNonce] = rendered.slice(-2)
    expect(firstNonce).not.toBe(secondNonce)
    expect(first.headers.get('content-security-policy')).toContain(
      `script-src 'nonce-${firstNonce}' 'strict-dynamic'`,
    )
    expect(second.headers.get('content-security-policy')).toContain(`'nonce-${secondNonce}'`)
    expect(first.text).toContain(`<script nonce="${firstNonce}">`)
    const json = await site.request(wattle, 'GET', '/api/site/home')
    expect(json.headers.get('content-security-policy')).toContain("script-src 'none'")
  })

  it('HSTS goes only with https (as the trusted proxy says)', async () => {
    const answer = await site.request(wattle, 'GET', '/', { headers: { 'x-forwarded-proto': 'https' } })
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  })

  it.each([
    { method: 'HEAD', path: '/', status: 200, allow: null },
    { method: 'HEAD', path: '/api/site/home', status: 200, allow: null },
    { method: 'HEAD', path: '/assets/entry-abc.js', status: 200, allow: null },
    { method: 'PUT', path: '/cars/anything', status: 405, allow: 'GET, HEAD' },
    { method: 'POST', path: '/api/site/home', status: 405, allow: 'GET, HEAD' },
    { method: 'POST', path: '/api/no-such-thing', status: 404, allow: null },
  ])('$method $path answers $status', async ({ method, path, status, allow }) => {
    const answer = await site.request(wattle, method, path, method === 'POST' ? { json: {} } : {})
    expect(answer.status).toBe(status)
    expect(answer.headers.get('allow')).toBe(allow)
    if (method === 'HEAD') expect(answer.text).toBe('')
  })

  it("sends a static file's brotli copy made at build to a browser that accepts it", async () => {
    const answer = await site.request(wattle, 'GET', '/assets/entry-abc.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    })
    expect(answer.headers.get('content-encoding')).toBe('br')
    expect(answer.headers.get('vary')?.toLowerCase()).toBe('accept-encoding')
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    const plain = await site.request(wattle, 'GET', '/assets/entry-abc.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.text).toBe(script.repeat(100))
  })

  it.each(['/assets/%2e%2e/secret.env', '/assets/../secret.env', '/assets/entry-abc.js.br'])(
    'never serves %s',
    async (path) => {
      const answer = await site.request(wattle, 'GET', path)
      expect(answer.text).not.toContain('SESSION_SECRET')
      expect(answer.headers.get('content-type')).not.toBe('text/javascript; charset=utf-8')
    },
  )
})
