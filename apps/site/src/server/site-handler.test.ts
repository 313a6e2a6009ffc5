import { describe, expect, it } from 'vitest'
import { robotsTxt, sitemapXml } from './site-handler'

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
