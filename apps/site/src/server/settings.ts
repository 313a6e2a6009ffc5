import { resolve } from 'node:path'

/** How the site server is set up; everything comes from the environment, with demo-friendly defaults. */
export interface ServerSettings {
  port: number
  host: string
  /** Folder holding tenants/, stock/, content/ and images/. */
  fixturesDir: string
  /** On localhost, the tenant served when the Host header names none (TENANT=<slug>). */
  defaultTenant: string | null
  /** FORECOURT_NOW: a fixed "now" (ISO date) for demos and tests; otherwise the fixtures' demo clock. */
  pinnedNow: string | null
  /**
   * The outside services' settings, read by their providers: AUTOGAUGE_API_BASE and AUTOGAUGE_API_KEY (valuation),
   * DELIVERY_ESTIMATE_URL and DELIVERY_ESTIMATE_TIMEOUT_MS (delivery estimates). Unset, the embedded defaults answer.
   */
  services: Record<string, string | undefined>
}

/**
 * Reads PORT (default 3000), HOST (default 127.0.0.1), FIXTURES_DIR (default <repo>/fixtures), TENANT and
 * FORECOURT_NOW.
 * @example serverSettings({ PORT: '8080', TENANT: 'wattle-bay-kia' }, '/srv/forecourt')
 */
export function serverSettings(env: Record<string, string | undefined>, repoRoot: string): ServerSettings {
  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`)
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    fixturesDir: resolve(env.FIXTURES_DIR ?? resolve(repoRoot, 'fixtures')),
    defaultTenant: env.TENANT?.trim() || null,
    pinnedNow: env.FORECOURT_NOW?.trim() || null,
    services: Object.fromEntries(
      [
        'AUTOGAUGE_API_BASE',
        'AUTOGAUGE_API_KEY',
        'DELIVERY_ESTIMATE_URL',
        'DELIVERY_ESTIMATE_TIMEOUT_MS',
      ].map((name) => [name, env[name]]),
    ),
  }
}
