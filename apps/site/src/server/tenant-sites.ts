import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import {
  adfDocumentFor,
  createCrmDelivery,
  createTransportPicker,
  type CrmDelivery,
  type TenantData,
  withSitePhotos,
} from '@forecourt/site-server'
import { contentFileSchema, resolveTenant, stockFileSchema, type Tenant } from '@forecourt/tenant-config'
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

/** Reads and validates one tenant's content and stock files. */
export async function loadTenantData(
  fixturesDir: string,
  tenant: Tenant,
): Promise<TenantData & { referenceDate: string }> {
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
  // Photos on the tenant's own photo hosts are served through the site's image pipeline, sized for each screen.
  const photoHosts = tenant.options.images.photoHosts
  return {
    tenant,
    content: content.data,
    cars: stock.data.cars.map((car) => withSitePhotos(car, photoHosts)),
    referenceDate: stock.data.referenceDate,
  }
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
 * Loads and validates every tenant with its content and stock. A Host naming one of a tenant's domains gets that
 * tenant; plain localhost gets TENANT (or the first tenant), so `npm start` shows a site straight away.
 */
export async function loadTenantSites(settings: ServerSettings, runtime: SiteRuntime): Promise<TenantSites> {
  const tenants = await loadTenants(join(settings.fixturesDir, 'tenants'))
  const data = await Promise.all(tenants.map((tenant) => loadTenantData(settings.fixturesDir, tenant)))
  const clock = siteClock(data[0]?.referenceDate ?? null, settings.pinnedNow)
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
  const sites = new Map(
    data.map((item) => [
      item.tenant.slug,
      tenantSite(item, clock, () => search.clientFor(item.tenant.search.apiKey), images, runtime, nudgeCrm),
    ]),
  )
  const fallbackSlug = settings.defaultTenant ?? tenants[0]?.slug
  const fallback = fallbackSlug ? sites.get(fallbackSlug) : undefined
  if (settings.defaultTenant && !fallback) {
    throw new Error(
      `TENANT=${settings.defaultTenant} names no tenant; known: ${[...sites.keys()].join(', ')}`,
    )
  }
  return {
    tenantForHost: (host) => {
      if (!host) return fallback ?? null
      const tenant = resolveTenant(tenants, host)
      if (tenant) return sites.get(tenant.slug) ?? null
      const hostname = host.replace(/:\d+$/, '').toLowerCase()
      return localHosts.has(hostname) ? (fallback ?? null) : null
    },
    mounts: [search.mount],
    clock,
    images,
    crm,
    describe: () =>
      `${tenants.length} tenants (${[...sites.keys()].join(', ')}; localhost shows ${fallbackSlug})`,
  }
}
