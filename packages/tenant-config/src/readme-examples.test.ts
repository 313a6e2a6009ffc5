/// <reference types="node" />
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createCarPageSettings } from '../examples/car-page-settings.js'
import { signInFirst } from '../examples/sign-in-first.js'
import { tenantThemeStyle } from '../examples/tenant-theme-style.js'
import { stockFileSchema } from './entities/content.js'
import { loadTenants } from './node/load-tenants.js'
import { parseTenant, type Tenant } from './parse-tenant.js'
import { TenantConfigError } from './tenant-config-error.js'
import { minimalTenant } from './testing/minimal-tenant.js'

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')
const readme = read('../README.md')
const fixtures = new URL('../../../fixtures/', import.meta.url)
const tenantDir = new URL('tenants', fixtures).pathname
const tenants = await loadTenants(tenantDir)
const tenant = (slug: string): Tenant => tenants.find((entry) => entry.slug === slug)!
const stock = new Map(
  tenants.map((entry) => [
    entry.slug,
    stockFileSchema.parse(JSON.parse(readFileSync(new URL(`stock/${entry.slug}.json`, fixtures), 'utf8')))
      .cars,
  ]),
)
const carsOf = (slug: string) => stock.get(slug) ?? []

describe("the README's usage (examples/car-page-settings.ts)", () => {
  const bunyaCar = carsOf('bunya-range-motor-group').find((car) => car.dealership_id === 102)!
  const wattleCar = carsOf('wattle-bay-kia')[0]!
  const redGumCar = carsOf('red-gum-caravans-and-motorcycles')[0]!
  const dirs: string[] = []
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

  it("3 cards a row, 'weekly', checkout and ?w=640&q=70 for a tenant that switches none of them", async () => {
    const settingsFor = await createCarPageSettings(tenantDir)
    expect(settingsFor('www.wattlebaykia.example', wattleCar)).toEqual({
      cardsPerRow: 3,
      frequency: 'weekly',
      reservePath: `/cars/${wattleCar.slug}/checkout`,
      image: '/images/vehicles/suv/beige.jpg?w=640&q=70',
    })
  })

  it('4 cards a row where the tenant switches it; the frequency a dealership or the tenant sets', async () => {
    const settingsFor = await createCarPageSettings(tenantDir)
    // Host headers arrive with a port, in capitals, with a trailing dot.
    expect(settingsFor('BunyaRange.example:443', bunyaCar)).toMatchObject({
      cardsPerRow: 4,
      frequency: 'monthly', // dealership 102's own
    })
    expect(settingsFor('www.bunyarange.example', { ...bunyaCar, dealership_id: 101 })?.frequency).toBe(
      'weekly',
    )
    expect(settingsFor('redgumrv.example.', redGumCar)?.frequency).toBe('monthly') // the tenant's
  })

  it('/cars/<slug>/buy-online where the tenant uses it; no image for a car without one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tenants-'))
    dirs.push(dir)
    writeFileSync(
      join(dir, 'test-motors.json'),
      JSON.stringify({ ...minimalTenant(), options: { reserve: { path: 'buy-online' } } }),
    )
    const settingsFor = await createCarPageSettings(dir)
    expect(settingsFor('test-motors.example', { slug: 'a-car', primary_image_url: null })).toEqual({
      cardsPerRow: 3,
      frequency: 'weekly',
      reservePath: '/cars/a-car/buy-online',
      image: null,
    })
  })

  it('null for a host no tenant serves (the site answers 404)', async () => {
    const settingsFor = await createCarPageSettings(tenantDir)
    expect(settingsFor('unknown.example', wattleCar)).toBeNull()
    expect(settingsFor('', wattleCar)).toBeNull()
  })

  it('throws TenantConfigError listing every problem of the tenant files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tenants-'))
    dirs.push(dir)
    writeFileSync(join(dir, 'a.json'), JSON.stringify({ ...minimalTenant(), slug: 'Bad Slug' }))
    writeFileSync(join(dir, 'b.json'), '{ "slug": ')
    const error: unknown = await createCarPageSettings(dir).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(TenantConfigError)
    expect(String(error)).toMatch(/a\.json: slug:[\s\S]*b\.json: invalid JSON/)
  })

  it('is the code the README shows, word for word', () => {
    expect(readme).toContain(`\`\`\`ts\n${read('../examples/car-page-settings.ts')}\`\`\``)
  })
})

describe("the README's gated pages and sign-in (examples/sign-in-first.ts)", () => {
  const slugsAndIds = new Map(
    [...stock].map(([slug, cars]) => [slug, new Set(cars.flatMap((car) => [car.slug, String(car.id)]))]),
  )
  const stockOf = (slug: string) => slugsAndIds.get(slug) ?? new Set<string>()
  const wattle = tenant('wattle-bay-kia')
  const bunya = tenant('bunya-range-motor-group')
  const redGum = tenant('red-gum-caravans-and-motorcycles')

  it("'/sign-in?type=finance&redirect=…&back=%2F' for a finance page the tenant gates", () => {
    expect(signInFirst(wattle, stockOf(wattle.slug), '/finance?car_id=12', false)).toBe(
      '/sign-in?type=finance&redirect=%2Ffinance%3Fcar_id%3D12&back=%2F',
    )
    expect(signInFirst(wattle, stockOf(wattle.slug), '/personalised/finance?car_id=12', false)).toBe(
      '/sign-in?type=car-finance&redirect=%2Fpersonalised%2Ffinance%3Fcar_id%3D12&back=%2F',
    )
  })

  it('null for a shopper already signed in, and for a page the tenant does not gate', () => {
    expect(signInFirst(wattle, stockOf(wattle.slug), '/finance?car_id=12', true)).toBeNull()
    expect(signInFirst(bunya, stockOf(bunya.slug), '/finance?car_id=12', false)).toBeNull()
    expect(signInFirst(wattle, stockOf(wattle.slug), '/search/used-cars', false)).toBeNull()
  })

  it('checkout of a car in stock, the brand garage and spin-to-win where the tenant has and gates them', () => {
    const bunyaStock = stockOf(bunya.slug)
    const car = carsOf(bunya.slug)[0]!
    expect(signInFirst(bunya, bunyaStock, `/cars/${car.slug}/checkout`, false)).toBe(
      `/sign-in?type=checkout&redirect=%2Fcars%2F${car.slug}%2Fcheckout&back=%2F`,
    )
    expect(signInFirst(bunya, bunyaStock, `/checkout-journey?car_id=${car.id}`, false)).toMatch(
      /^\/sign-in\?type=checkout&/,
    )
    expect(signInFirst(bunya, bunyaStock, '/cars/not-in-stock/checkout', false)).toBeNull()
    expect(signInFirst(bunya, bunyaStock, '/toyota-garage', false)).toMatch(/^\/sign-in\?type=my-garage&/)
    expect(signInFirst(bunya, bunyaStock, '/spin-to-win', false)).toMatch(/^\/sign-in\?type=spin-to-win&/)
  })

  it('null for a page the tenant does not have (it answers 404), even one always gated', () => {
    expect(signInFirst(redGum, stockOf(redGum.slug), '/my-garage', false)).toBeNull()
    expect(signInFirst(redGum, stockOf(redGum.slug), '/trade-in', false)).toMatch(
      /^\/sign-in\?type=trade-in&/,
    )
  })

  it('is the code the README shows, word for word', () => {
    expect(readme).toContain(`\`\`\`ts\n${read('../examples/sign-in-first.ts')}\`\`\``)
  })
})

describe("the README's theme (examples/tenant-theme-style.ts)", () => {
  const testMotors = parseTenant(minimalTenant(), 'test-motors.json')

  it('writes the --fc-* custom properties its comment shows', () => {
    expect(tenantThemeStyle(testMotors)).toBe(
      ':root{--fc-color-primary:#0b3d91;--fc-color-on-primary:#ffffff;--fc-radius:6px}',
    )
    expect(tenantThemeStyle(tenant('wattle-bay-kia'))).toBe(
      ':root{--fc-color-primary:#05141f;--fc-color-on-primary:#ffffff;--fc-radius:6px}',
    )
  })

  it('throws a TypeError on a value that could inject CSS', () => {
    const colors = { ...testMotors.theme.colors, primary: 'red}body{display:none' }
    expect(() => tenantThemeStyle({ ...testMotors, theme: { ...testMotors.theme, colors } })).toThrow(
      TypeError,
    )
  })

  it('is the code the README shows, word for word', () => {
    expect(readme).toContain(`\`\`\`ts\n${read('../examples/tenant-theme-style.ts')}\`\`\``)
  })
})
