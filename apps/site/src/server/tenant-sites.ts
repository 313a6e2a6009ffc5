import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import carIndexReplicas from '@forecourt/search-engine/settings/car-index-replicas.json' with { type: 'json' }
import carIndexSettings from '@forecourt/search-engine/settings/car-index.json' with { type: 'json' }
import {
  adfDocumentFor,
  algoliaPushFor,
  applyStockChanges,
  checkStockCar,
  createCrmDelivery,
  createTransportPicker,
  type CrmDelivery,
  netStockChange,
  stockChangeQueue,
  stockNoticeReader,
  pushSettings,
  storedCar,
  type TenantData,
  withSitePhotos,
} from '@forecourt/site-server'
import type { StockNotice, Storage } from '@forecourt/site-storage'
import {
  type CarRecord,
  type ContentFile,
  contentFileSchema,
  resolveTenant,
  stockFileSchema,
  type StockFile,
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

function fixtureFile(fixturesDir: string, kind: 'content' | 'stock', tenant: Tenant): string {
  return join(fixturesDir, kind, `${tenant.slug}.json`)
}

function invalidFile(file: string, issues: readonly { path: PropertyKey[]; message: string }[]): Error {
  return new Error(`${file}: ${issues[0]?.path.map(String).join('.')}: ${issues[0]?.message}`)
}

/** Reads and validates one tenant's content file (models, offers, locations, pages). */
async function readTenantContent(fixturesDir: string, tenant: Tenant): Promise<ContentFile> {
  const file = fixtureFile(fixturesDir, 'content', tenant)
  const content = contentFileSchema.safeParse(await readJson(file))
  if (!content.success) throw invalidFile(file, content.error.issues)
  return content.data
}

/** Reads and validates one tenant's stock file: only on its first start, when its storage is seeded from it. */
async function readFixtureStock(fixturesDir: string, tenant: Tenant): Promise<StockFile> {
  const file = fixtureFile(fixturesDir, 'stock', tenant)
  const stock = stockFileSchema.safeParse(await readJson(file))
  if (!stock.success) throw invalidFile(file, stock.error.issues)
  return stock.data
}

/**
 * The date a tenant's demo stock was written on, which the demo clock runs from. Only that field is checked: the
 * cars are checked when they are seeded, once.
 * @example siteClock(await readReferenceDate(settings.fixturesDir, tenant), settings.pinnedNow)
 */
export async function readReferenceDate(fixturesDir: string, tenant: Tenant): Promise<string> {
  const file = fixtureFile(fixturesDir, 'stock', tenant)
  const json = await readJson(file)
  const field = json && typeof json === 'object' && 'referenceDate' in json ? json.referenceDate : undefined
  const date = stockFileSchema.shape.referenceDate.safeParse(field)
  if (!date.success)
    throw invalidFile(file, [{ path: ['referenceDate'], message: date.error.issues[0]?.message ?? '' }])
  return date.data
}

/**
 * Cars as the site shows them: photos on the tenant's own photo hosts are served through the site's image pipeline,
 * sized for each screen.
 */
function shownCars(tenant: Tenant, cars: readonly CarRecord[]): CarRecord[] {
  const photoHosts = tenant.options.images.photoHosts
  return cars.map((car) => withSitePhotos(car, photoHosts))
}

/**
 * A tenant's data as the site shows it, its cars with the site's own photo addresses.
 * @example const data = tenantData(tenant, content, await storedStock(storage, tenant, seedCars, log))
 */
export function tenantData(tenant: Tenant, content: ContentFile, cars: readonly CarRecord[]): TenantData {
  return { tenant, content, cars: shownCars(tenant, cars) }
}

/** Reads and validates one tenant's content and stock files: its data as the site would show the fixtures. */
export async function loadTenantData(
  fixturesDir: string,
  tenant: Tenant,
): Promise<TenantData & { referenceDate: string }> {
  const [content, stock] = await Promise.all([
    readTenantContent(fixturesDir, tenant),
    readFixtureStock(fixturesDir, tenant),
  ])
  return { ...tenantData(tenant, content, stock.cars), referenceDate: stock.referenceDate }
}

/**
 * A tenant's stock as stored, seeded from its fixtures on its first start (the stock file is read only then). Every
 * car is checked as a stock feed's is; a stored car that no longer passes (written before a check was added) is left
 * out and reported, naming it and its fields, rather than stopping every tenant's site.
 */
async function storedStock(
  storage: Storage,
  tenant: Tenant,
  seedCars: () => Promise<readonly CarRecord[]>,
  log: (message: string) => void,
): Promise<CarRecord[]> {
  if (!(await storage.stock.seeded(tenant.slug))) {
    const cars = await seedCars()
    if (await storage.stock.seed(tenant.slug, cars.map(storedCar)))
      log(`stock: ${tenant.slug} seeded with the ${cars.length} cars of its fixtures`)
  }
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
  /**
   * Resolves once the tenant's next stock change shows (search, pages, sitemap), whichever server made it: what a
   * test or a bench waits on instead of a time.
   */
  stockShown: (tenant: string) => Promise<void>
  /**
   * Resolves once the tenant's stock, as shown, has reached its Algolia index (at once for a tenant not on
   * Algolia): what a test waits on instead of a time.
   */
  searchPushed: (tenant: string) => Promise<void>
  /** Stops hearing other servers' stock changes (closing the storage stops it too) and pushing to Algolia. */
  close: () => Promise<void>
}

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

/**
 * Loads and validates every tenant with its content, and its stock from the storage (seeded from the fixtures on a
 * tenant's first start). A Host naming one of a tenant's domains gets that tenant; plain localhost gets TENANT (or
 * the first tenant), so `npm start` shows a site straight away. A change through the stock API shows at once: the
 * tenant's data is made again with it, its search index rebuilt and its site (pages composed from the data)
 * replaced; requests already running finish with the data they started with. Changes other servers on the same
 * PostgreSQL make (or the import command) are heard from the database and shown the same way.
 */
export async function loadTenantSites(settings: ServerSettings, runtime: SiteRuntime): Promise<TenantSites> {
  const tenants = await loadTenants(join(settings.fixturesDir, 'tenants'))
  // Heard from before the stock is read, so a change another server makes meanwhile is not missed: what is heard
  // until the sites are built is read once they are.
  const early: StockNotice[] = []
  let hear: (notice: StockNotice) => void = (notice) => void early.push(notice)
  const stopHearing = await runtime.storage.stock.listen((notice) => hear(notice))
  try {
    const built = await buildTenantSites(settings, runtime, tenants)
    hear = built.hear
    early.splice(0).forEach(hear)
    return { ...built.sites, close: () => (built.sites.stopPushing(), stopHearing()) }
  } catch (error) {
    await stopHearing()
    throw error
  }
}

/** The sites as built, before their close (which stops what loadTenantSites started too) is added. */
type BuiltSites = Omit<TenantSites, 'close'> & { stopPushing: () => void }

async function buildTenantSites(
  settings: ServerSettings,
  runtime: SiteRuntime,
  tenants: readonly Tenant[],
): Promise<{ sites: BuiltSites; hear: (notice: StockNotice) => void }> {
  const contents = await Promise.all(tenants.map((tenant) => readTenantContent(settings.fixturesDir, tenant)))
  const data: TenantData[] = []
  // One tenant after another: the embedded database writes one statement at a time anyway.
  for (const [index, tenant] of tenants.entries()) {
    const seedCars = async () => (await readFixtureStock(settings.fixturesDir, tenant)).cars
    data.push(
      tenantData(tenant, contents[index]!, await storedStock(runtime.storage, tenant, seedCars, runtime.log)),
    )
  }
  const [first] = tenants
  const clock = siteClock(
    first ? await readReferenceDate(settings.fixturesDir, first) : null,
    settings.pinnedNow,
  )
  const algoliaSettings = pushSettings(carIndexSettings, carIndexReplicas)
  const search = createSearchMount(data, clock, {
    log: runtime.log,
    pushFor: (tenant) =>
      algoliaPushFor(tenant, runtime.settings, { settings: algoliaSettings, log: runtime.log }),
    // One server of those sharing the database pushes each tenant, so each change costs Algolia one write.
    claimPush: (tenant, holder) => runtime.storage.stock.claimPush(tenant.slug, holder),
  })
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
    const shown = changes.map((change) => ({ ...change, saved: shownCars(current.tenant, change.saved) }))
    // Only what differs from the cars shown is written: what is heard again after a lost connection to the
    // database (every car) costs nothing when nothing changed meanwhile.
    const net = netStockChange(current.cars, shown)
    if (net.saved.length > 0 || net.removed.length > 0) {
      const next = { ...current, cars: applyStockChanges(current.cars, [net]) }
      dataBySlug.set(slug, next)
      search.apply(current.tenant, [net])
      sites.set(slug, siteOf(next))
    }
    for (const wake of shownWaiters.get(slug)?.splice(0) ?? []) wake()
  })
  const shownWaiters = new Map<string, (() => void)[]>()
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
  const hear = stockNoticeReader({
    stock: runtime.storage.stock,
    tenants: tenants.map((tenant) => tenant.slug),
    shownIds: (slug) => (dataBySlug.get(slug)?.cars ?? []).map((car) => car.id),
    changed: stockChanged,
    log: runtime.log,
  })
  const tenantSites: BuiltSites = {
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
    searchPushed: (slug) => {
      const tenant = dataBySlug.get(slug)?.tenant
      return tenant ? search.pushed(tenant) : Promise.reject(new Error(`no tenant '${slug}' on this server`))
    },
    stopPushing: search.close,
    stockShown: (slug) =>
      new Promise<void>((done) => {
        const waiting = shownWaiters.get(slug) ?? []
        waiting.push(done)
        shownWaiters.set(slug, waiting)
      }),
  }
  return { sites: tenantSites, hear }
}
