import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestMap, siteRoutes } from '@forecourt/site-api'
import { siteDataAnswers } from './site-handler'
import { startApiSite, type ApiSite } from './testing/api-site'

const wattle = 'wattle-bay.localhost'
const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8')

describe('the route table', () => {
  it("is the request map of the app's README, word for word", () => {
    const printed =
      /<!-- request-map:start -->\n<!-- prettier-ignore-start -->\n([\s\S]*?)\n<!-- prettier-ignore-end -->\n<!-- request-map:end -->/.exec(
        readme,
      )?.[1]
    expect(printed, 'apps/site/README.md has the request map between its markers').toBeDefined()
    expect(printed?.trim()).toBe(requestMap())
  })

  it('lists each method of a path once', () => {
    const keys = siteRoutes.map((route) => `${route.method} ${route.path}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('names the gated page of every gated endpoint but leads (gated by their form)', () => {
    const gated = siteRoutes.filter((route) => route.access === 'gated')
    expect(gated.filter((route) => !route.gatedBy).map((route) => route.path)).toEqual(['/api/leads'])
  })

  it("lists exactly the loaders' JSON routes (/api/site/*) the server has answers for, each as GET", () => {
    const listed = siteRoutes.filter((route) => route.path.startsWith('/api/site/'))
    expect(listed.map((route) => route.method)).toEqual(listed.map(() => 'GET'))
    expect(listed.map((route) => route.path).sort()).toEqual(Object.keys(siteDataAnswers).sort())
  })
})

describe('the server routes by the table', () => {
  let site: ApiSite
  beforeAll(async () => {
    site = await startApiSite()
  }, 60_000)
  afterAll(() => site.close())

  const concrete = (path: string) =>
    path.replace(/:slug/g, '2026-kia-sportage-s-wbk000001').replace(/:id/g, '2000001')

  it.each(siteRoutes.map((route) => ({ ...route, key: `${route.method} ${route.path}` })))(
    '$key reaches its handler',
    async ({ method, path }) => {
      const answer = await site.request(wattle, method, concrete(path), method === 'GET' ? {} : { json: {} })
      expect(answer.status).not.toBe(405)
      expect(answer.body.message).not.toBe('No such endpoint')
      expect(answer.status).toBeLessThan(500)
    },
  )

  it.each(
    [...new Set(siteRoutes.map((route) => route.path))].map((path) => ({
      path,
      allow: siteRoutes
        .filter((route) => route.path === path)
        .flatMap((route) => (route.method === 'GET' ? ['GET', 'HEAD'] : [route.method]))
        .join(', '),
    })),
  )('$path asked with a method it does not take answers 405, allow: $allow', async ({ path, allow }) => {
    const method = ['DELETE', 'GET', 'POST'].find((candidate) => !allow.split(', ').includes(candidate))!
    const answer = await site.request(wattle, method, concrete(path))
    expect(answer.status).toBe(405)
    expect(answer.headers.get('allow')).toBe(allow)
  })

  it('sitemap.xml lists the home page, the price-range page, content pages and available cars', async () => {
    const answer = await site.request(wattle, 'GET', '/sitemap.xml')
    const paths = [...answer.text.matchAll(/<loc>[^<]*?(\/[^<]*)<\/loc>/g)].map(
      (match) => new URL(match[1]!, 'http://x').pathname,
    )
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/price-range', '/models', '/cars/2026-kia-sportage-s-wbk000001']),
    )
  })

  it('a path under /api/ the table does not list answers 404, whatever the method', async () => {
    for (const method of ['GET', 'POST']) {
      const answer = await site.request(
        wattle,
        method,
        '/api/leads/export',
        method === 'POST' ? { json: {} } : {},
      )
      expect(answer.status).toBe(404)
      expect(answer.body.message).toBe('No such endpoint')
    }
  })
})
