import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import {
  adfDocumentFor,
  applyStockChanges,
  checkStockCar,
  createCrmDelivery,
  createTransportPicker,
  type CrmDelivery,
  stockChangeQueue,
  storedCar,
  type TenantData,
  withSitePhotos,
} from '@forecourt/site-server'
import type { Storage } from '@forecourt/site-storage'
import {
  type CarRecord,
  type ContentFile,
  contentFileSchema,
  resolveTenant,
  stockFileSchema,
  type Tenant,
} from '@forecourt/tenant-config'
import { loadTenants } from '@forecourt/tenant-config/node'
import { createSearchMount } from './search-mount'
import type { ServerSettings } from './settings'
import { siteClock, type Clock } from './site-clock'
import { siteImages, type SiteImages } from './site-images'
import type { TenantSite } from './site-handler'
import type { SiteRuntime } from './site-runtime'
import { tenantSite } from './tenant-site/tenant-site'

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8')) as unknown
}

/** A tenant's fixtures: its content, and the stock it starts with on its first start. */
export interface TenantFixtures {
  content: ContentFile
  cars: CarRecord[]
  /** The date the demo's stock was written on, which the demo clock runs from. */
  referenceDate: string
}

/** Reads and validates one tenant's content and stock files. */
export async function readTenantFixtures(fixturesDir: string, tenant: Tenant): Promise<TenantFixtures> {
  const contentFile = join(fixturesDir, 'content', `${tenant.slug}.json`)
  const stockFile = join(fixturesDir, 'stock', `${tenant.slug}.json`)
  const content = contentFileSchema.safeParse(await readJson(contentFile))
  if (!content.success)
    throw new Error(
      `${contentFile}: ${content.error.issues[0]?.path.join('.')}: ${content.error.issues[0]?.message}`,
    )
  const stock = stockFileSchema.safeParse(await readJson(stockFile))
  if (!stock.success)
    throw new Error(
      `${stockFile}: ${stock.error.issues[0]?.path.join('.')}: ${stock.error.issues[0]?.message}`,
    )
  return { content: content.data, cars: stock.data.cars, referenceDate: stock.data.referenceDate }
}

/**
 * A tenant's data as the site shows it: photos on the tenant's own photo hosts are served through the site's image
 * pipeline, sized for each screen.
 * @example const data = tenantData(tenant, fixtures.content, await storedCars(storage, tenant, log))
 */
export function tenantData(tenant: Tenant, content: ContentFile, cars: readonly CarRecord[]): TenantData {
  const photoHosts = tenant.options.images.photoHosts
  return { tenant, content, cars: cars.map((car) => withSitePhotos(car, photoHosts)) }
}

/** Reads and validates one tenant's content and stock files: its data as the site would show the fixtures. */
export async function loadTenantData(
  fixturesDir: string,
  tenant: Tenant,
): Promise<TenantData & { referenceDate: string }> {
  const fixtures = await readTenantFixtures(fixturesDir, tenant)
  return { ...tenantData(tenant, fixtures.content, fixtures.cars), referenceDate: fixtures.referenceDate }
}

/**
 * A tenant's stock as stored, seeded from its fixtures on its first start. Every car is checked as a stock feed's
 * is; a stored car that no longer passes (written before a check was added) is left out and reported, naming it and
 * its fields, rather than stopping every tenant's site.
 */
async function storedStock(
  storage: Storage,
  tenant: Tenant,
  fixtures: TenantFixtures,
  log: (message: string) => void,
): Promise<CarRecord[]> {
  if (
    !(await storage.stock.seeded(tenant.slug)) &&
    (await storage.stock.seed(tenant.slug, fixtures.cars.map(storedCar)))
  )
    log(`stock: ${tenant.slug} seeded with the ${fixtures.cars.length} cars of its fixtures`)
  const cars: CarRecord[] = []
  for (const stored of await storage.stock.cars(tenant.slug)) {
    const checked = checkStockCar(stored)
    if (checked.ok) cars.push(checked.car)
    else
      log(
        `stock: ${tenant.slug} car ${stored.id} is not shown: ${checked.errors.map((error) => `${error.field} ${error.message}`).join('; ')}`,
      )
  }
  return cars
}

/** Every tenant the server serves, and how a request finds its tenant. */
export interface TenantSites {
  tenantForHost: (host: string | undefined) => TenantSite | null
  mounts: ((req: IncomingMessage, res: ServerResponse) => Promise<boolean> | boolean)[]
  clock: Clock
  describe: () => string
  /** The pictures: the pipeline and the drawings' mount the handler serves, which the vehicle PDF reads too. */
  images: SiteImages
  /** Delivers stored leads to each tenant's CRM from the outbox; started by the server, stopped on shutdown. */
  crm: CrmDelivery
}

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

/**
 * Loads and validates every tenant with its content, and its stock from the storage (seeded from the fixtures on a
 * tenant's first start). A Host naming one of a tenant's domains gets that tenant; plain localhost gets TENANT (or
 * the first tenant), so `npm start` shows a site straight away. A change through the stock API shows at once: the
 * tenant's data is made again with it, its search index rebuilt and its site (pages composed from the data)
 * replaced; requests already running finish with the data they started with.
 */
export async function loadTenantSites(settings: ServerSettings, runtime: SiteRuntime): Promise<TenantSites> {
  const tenants = await loadTenants(join(settings.fixturesDir, 'tenants'))
  const fixtures = await Promise.all(
    tenants.map((tenant) => readTenantFixtures(settings.fixturesDir, tenant)),
  )
  const data: TenantData[] = []
  // One tenant after another: the embedded database writes one statement at a time anyway.
  for (const [index, tenant] of tenants.entries()) {
    const own = fixtures[index]!
    data.push(tenantData(tenant, own.content, await storedStock(runtime.storage, tenant, own, runtime.log)))
  }
  const clock = siteClock(fixtures[0]?.referenceDate ?? null, settings.pinnedNow)
  const search = createSearchMount(data, clock, runtime.log)
  const images = siteImages(settings, {
    log: runtime.log,
    photoHosts: tenants.flatMap((tenant) => tenant.options.images.photoHosts),
  })
  const dataBySlug = new Map(data.map((item) => [item.tenant.slug, item]))
  const pickTransport = createTransportPicker(runtime.settings, { log: runtime.log })
  const crm = createCrmDelivery({
    outbox: runtime.storage.crm,
    transportFor: (job) => {
      const tenant = dataBySlug.get(job.tenant)?.tenant
      if (!tenant) throw new Error(`no tenant '${job.tenant}' on this server`)
      return pickTransport(tenant)
    },
    documentFor: adfDocumentFor((slug) => dataBySlug.get(slug)),
    // Real time: retries are spaced in real seconds even when the demo clock is pinned.
    clock: () => new Date(),
    log: runtime.log,
  })
  // A stored lead is delivered within moments rather than at the next tick of the timer.
  const nudgeCrm = () => crm.nudge()
  const stockChanged = stockChangeQueue((slug, changes) => {
    const current = dataBySlug.get(slug)
    if (!current) throw new Error(`no tenant '${slug}' on this server`)
    // Changes carry cars as stored; the site shows them with its own photo addresses, as at start.
    const photoHosts = current.tenant.options.images.photoHosts
    const shown = changes.map((change) => ({
      ...change,
      saved: change.saved.map((car) => withSitePhotos(car, photoHosts)),
    }))
    const next = { ...current, cars: applyStockChanges(current.cars, shown) }
    dataBySlug.set(slug, next)
    search.update(next)
    sites.set(slug, siteOf(next))
  })
  const siteOf = (item: TenantData) =>
    tenantSite(item, clock, () => search.clientFor(item.tenant.search.apiKey), images, runtime, {
      onLeadStored: nudgeCrm,
      onStockChanged: (change) => stockChanged(item.tenant.slug, change),
    })
  const sites = new Map(data.map((item) => [item.tenant.slug, siteOf(item)]))
  const fallbackSlug = settings.defaultTenant ?? tenants[0]?.slug
  // Looked up on each request: a stock change replaces the tenant's site.
  const fallback = () => (fallbackSlug ? (sites.get(fallbackSlug) ?? null) : null)
  if (settings.defaultTenant && !fallback()) {
    throw new Error(
      `TENANT=${settings.defaultTenant} names no tenant; known: ${[...sites.keys()].join(', ')}`,
    )
  }
  return {
    tenantForHost: (host) => {
      if (!host) return fallback()
      const tenant = resolveTenant(tenants, host)
      if (tenant) return sites.get(tenant.slug) ?? null
      const hostname = host.replace(/:\d+$/, '').toLowerCase()
      return localHosts.has(hostname) ? fallback() : null
    },
    mounts: [search.mount],
    clock,
    images,
    crm,
    describe: () =>
      `${tenants.length} tenants (${[...sites.keys()].join(', ')}; localhost shows ${fallbackSlug})`,
  }
}
