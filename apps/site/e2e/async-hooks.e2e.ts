import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appDir, rawGet, startSite } from './harness'
import { demoTenants } from './tenants'

const asyncHookWatch = join(appDir, 'e2e/async-hook-watch.mjs')
const [tenant] = demoTenants as [(typeof demoTenants)[number]]
const { cars } = JSON.parse(
  readFileSync(join(appDir, '../../fixtures/stock', `${tenant.slug}.json`), 'utf8'),
) as { cars: { id: number; slug: string; dealership_slug?: string; show_on_dealer_website?: boolean }[] }
const car = cars.find((listed) => listed.show_on_dealer_website !== false)!

// Once any AsyncLocalStorage runs or an async hook is enabled, Node 20 calls a hook for every promise the process
// creates from then on, for every tenant: React's Node renderer did so from the first page it rendered (until
// patches/react-dom@19.3.1.patch): 4% of the server thread's busy time in a CPU profile of 3,000 lead POSTs.
describe('the production server runs no async hooks', () => {
  let site: Awaited<ReturnType<typeof startSite>>
  let workDir: string
  let hooksFile: string
  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'forecourt-async-hooks-'))
    hooksFile = join(workDir, 'async-hooks.log')
    site = await startSite({ FORECOURT_E2E_ASYNC_HOOKS_FILE: hooksFile }, { preload: [asyncHookWatch] })
  })
  afterAll(async () => {
    await site?.stop()
    rmSync(workDir, { recursive: true, force: true })
  })

  const get = (path: string) => rawGet(site.origin, tenant.host, path)

  it('renders home, search and vehicle pages and takes a lead without running an AsyncLocalStorage or a hook', async () => {
    const home = await get('/')
    expect(home.status).toBe(200)
    const html = home.body
    const search = /href="(\/search\/[^"?#]+)"/.exec(html)?.[1]
    const vehicle = /href="(\/cars\/[^"?#/]+)"/.exec(html)?.[1]
    expect(search, 'the home page links to a search page').toBeTruthy()
    expect(vehicle, 'the home page links to a car').toBeTruthy()
    for (const path of [search, vehicle]) expect((await get(path!)).status).toBe(200)
    const origin = `http://${tenant.host}`
    const lead = await rawGet(
      site.origin,
      tenant.host,
      '/api/leads',
      { 'content-type': 'application/json', origin },
      {
        method: 'POST',
        body: JSON.stringify({
          form: 'enquiry',
          idempotency_key: crypto.randomUUID(),
          car_id: car.id,
          url: `${origin}/cars/${car.slug}`,
          values: {
            ...(car.dealership_slug ? { dealership_slug: car.dealership_slug } : {}),
            name: 'Jo Citizen',
            email: 'jo@example.com',
            phone: '0412 345 678',
            message: 'Is this car still available?',
            terms_conditions: true,
          },
        }),
      },
    )
    expect(lead.status, lead.body).toBe(201)
    expect(existsSync(hooksFile) ? readFileSync(hooksFile, 'utf8') : '').toBe('')
  })
})
