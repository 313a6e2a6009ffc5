import { resolve } from 'node:path'
import type { SiteSettings } from '@forecourt/site-server'

/** Where and what the site server serves, from its settings (PORT, HOST, FIXTURES_DIR, IMAGE_CACHE_DIR, TENANT, FORECOURT_NOW). */
export interface ServerSettings {
  port: number
  host: string
  /** Folder holding tenants/, stock/, content/ and images/. */
  fixturesDir: string
  /** On localhost, the tenant served when the Host header names none (TENANT=<slug>). */
  defaultTenant: string | null
  /** IMAGE_CACHE_DIR: where the image pipeline keeps the pictures it made (default `./.data/images`). */
  imageCacheDir: string
  /** FORECOURT_NOW: a fixed "now" (ISO date) for demos and tests; otherwise the fixtures' demo clock. */
  pinnedNow: string | null
}

/**
 * The server's own part of the settings: FIXTURES_DIR defaults to the repository's `fixtures/`, found from
 * `repoRoot`.
 * @example serverSettings(readSiteSettings({ PORT: '8080', TENANT: 'wattle-bay-kia' }), '/srv/forecourt')
 */
export function serverSettings(settings: SiteSettings, repoRoot: string): ServerSettings {
  return {
    port: settings.PORT,
    host: settings.HOST,
    fixturesDir: resolve(settings.FIXTURES_DIR ?? resolve(repoRoot, 'fixtures')),
    defaultTenant: settings.TENANT ?? null,
    imageCacheDir: resolve(settings.IMAGE_CACHE_DIR ?? '.data/images'),
    pinnedNow: settings.FORECOURT_NOW ?? null,
  }
}
