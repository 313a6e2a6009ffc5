import { z } from 'zod'

/** A variable given but blank counts as not given, as a shell's `NAME=` means. */
const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === ''
    ? undefined
    : typeof value === 'string'
      ? value.trim()
      : value

const text = () => z.preprocess(blankAsUnset, z.string().optional())

const address = (protocols: readonly string[], what: string) =>
  z.preprocess(
    blankAsUnset,
    z
      .string()
      .refine(
        (value) => URL.canParse(value) && protocols.includes(new URL(value).protocol),
        `must be ${what}`,
      )
      .optional(),
  )

const httpAddress = () => address(['http:', 'https:'], 'an http(s) address')

const milliseconds = () =>
  z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: 'must be a positive number of milliseconds' })
      .refine((value) => value > 0 && Number.isFinite(value), 'must be a positive number of milliseconds')
      .optional(),
  )

const asText = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

const flagWords = ['1', 'true', 'yes', 'on']
const flag = () => z.preprocess((value) => flagWords.includes(asText(value).toLowerCase()), z.boolean())

/**
 * Every environment variable the site server reads, each with what it does: the one place they are read, parsed
 * once at start ({@link readSiteSettings}). The settings table in the site-server README is printed from it.
 * @example siteSettingsSchema.shape.PORT.description // 'The port the server listens on (default 3000).'
 */
export const siteSettingsSchema = z.object({
  NODE_ENV: text().describe(
    '`production` makes a missing SESSION_SECRET, a log-only sign-in channel and the test payment system refuse to start.',
  ),
  PORT: z
    .preprocess(
      blankAsUnset,
      z.coerce
        .number({ error: 'must be a port number' })
        .int('must be a port number')
        .min(0, 'must be a port number')
        .max(65535, 'must be a port number')
        .default(3000),
    )
    .describe('The port the server listens on (default 3000).'),
  HOST: z
    .preprocess(blankAsUnset, z.string().default('127.0.0.1'))
    .describe('The address the server listens on (default 127.0.0.1).'),
  FIXTURES_DIR: text().describe(
    'The folder of tenants/, stock/, content/ and images/ (default `fixtures/`).',
  ),
  TENANT: text().describe('On localhost, the tenant served when the Host names none.'),
  FORECOURT_NOW: z
    .preprocess(
      blankAsUnset,
      z
        .string()
        .refine((value) => !Number.isNaN(Date.parse(value)), 'must be an ISO date')
        .optional(),
    )
    .describe("Pins the demo clock to this ISO date; otherwise it runs from the fixtures' reference date."),
  DATA_DIR: text().describe('The PGlite folder when DATABASE_URL is not set (default `./.data`).'),
  DATABASE_URL: address(['postgres:', 'postgresql:'], 'a postgres:// address').describe(
    'PostgreSQL instead of PGlite, shared by every server that names it.',
  ),
  SESSION_SECRET: z
    .preprocess(
      blankAsUnset,
      z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 48`)').optional(),
    )
    .describe('Keys the hashes of sign-in codes (32+ characters; required in production).'),
  SMTP_URL: address(['smtp:', 'smtps:'], 'an smtp:// or smtps:// address').describe(
    'Sends sign-in codes and CRM leads by email.',
  ),
  SMTP_FROM: text().describe("The sender of CRM lead emails (default the tenant's contact address)."),
  SIGN_IN_EMAIL_FROM: text().describe('The sender of sign-in codes (default the SMTP user).'),
  SIGN_IN_WEBHOOK_URL: httpAddress().describe('Sends sign-in codes by SMS (and by email without SMTP_URL).'),
  SIGN_IN_WEBHOOK_TOKEN: text().describe('The bearer token of SIGN_IN_WEBHOOK_URL.'),
  TRUST_PROXY: flag().describe(
    '`1`: behind one reverse proxy that sets X-Forwarded-For and X-Forwarded-Proto.',
  ),
  SECURE_COOKIES: flag().describe('`1`: always mark the session cookie Secure.'),
  CRM_SINK_DIR: text().describe(
    'Where leads go as files when a tenant has no CRM set up (default `./.data/crm`).',
  ),
  IMAGE_CACHE_DIR: text().describe(
    'Where resized pictures are kept (default `./.data/images`); safe to empty, they are made again.',
  ),
  ALGOLIA_WRITE_URL: httpAddress().describe(
    "Where tenants on Algolia have their stock written, in place of Algolia's own hosts (a proxy; tests point it at an embedded engine).",
  ),
  FINANCE_QUOTE_URL: httpAddress().describe('A real finance-quote service instead of the embedded one.'),
  FINANCE_QUOTE_KEY: text().describe('Sent to FINANCE_QUOTE_URL as `x-api-key`.'),
  FINANCE_QUOTE_TIMEOUT_MS: milliseconds().describe('Timeout of FINANCE_QUOTE_URL (default 5000).'),
  REGO_LOOKUP_URL: httpAddress().describe('A real rego lookup instead of the embedded one.'),
  REGO_LOOKUP_KEY: text().describe('Sent to REGO_LOOKUP_URL as `x-api-key`.'),
  REGO_LOOKUP_TIMEOUT_MS: milliseconds().describe('Timeout of REGO_LOOKUP_URL (default 5000).'),
  TRADE_IN_VALUATION_URL: httpAddress().describe('A real trade-in valuation instead of the embedded one.'),
  TRADE_IN_VALUATION_KEY: text().describe('Sent to TRADE_IN_VALUATION_URL as `x-api-key`.'),
  TRADE_IN_VALUATION_TIMEOUT_MS: milliseconds().describe('Timeout of TRADE_IN_VALUATION_URL (default 5000).'),
  AUTOGAUGE_API_BASE: httpAddress().describe(
    'A real market valuation (autogauge) instead of the embedded one.',
  ),
  AUTOGAUGE_API_KEY: text().describe('The key of AUTOGAUGE_API_BASE.'),
  DELIVERY_ESTIMATE_URL: httpAddress().describe(
    'A real delivery-estimate service instead of the embedded one.',
  ),
  DELIVERY_ESTIMATE_TIMEOUT_MS: milliseconds().describe('Timeout of DELIVERY_ESTIMATE_URL (default 5000).'),
  PAYMENT_PROVIDER: z
    .preprocess(
      blankAsUnset,
      z
        .literal('test', {
          error:
            'is not available: only "test" (the embedded test payment system) is built in; unset it or set it to "test"',
        })
        .optional(),
    )
    .describe('`test`, the embedded test payment system (the only one built in).'),
  // Taking no money while the shopper believes they paid is allowed only when said in exactly these words.
  ALLOW_TEST_PAYMENTS: z
    .preprocess((value) => asText(value) === 'true', z.boolean())
    .describe(
      '`true`: run the test payment system under NODE_ENV=production on purpose (a demo or staging site).',
    ),
})

/** The prefix of every variable a tenant file may name (its CRM webhook, its maps key…). */
const tenantVariablePrefix = 'FORECOURT_TENANT_'

/** The server's settings, parsed from the environment once at start. */
export type SiteSettings = z.output<typeof siteSettingsSchema> & {
  /** The `FORECOURT_TENANT_…` variables, which tenant files name (a CRM webhook, a maps key), blank ones left out. */
  tenantVariables: Readonly<Record<string, string>>
}

/** The environment as Node gives it. */
export type Environment = Readonly<Record<string, string | undefined>>

/**
 * Reads every setting from the environment once, at start: a value that is not usable stops the server with every
 * problem named at once (e.g. `PORT must be a port number, got "eighty"`), rather than failing on the first request
 * that needs it.
 * @example const settings = readSiteSettings(process.env)
 */
export function readSiteSettings(env: Environment): SiteSettings {
  const parsed = siteSettingsSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0])
      return `${name} ${issue.message}, got "${env[name] ?? ''}"`
    })
    throw new Error(`The server's settings are not usable:\n- ${problems.join('\n- ')}`)
  }
  const tenantVariables = Object.fromEntries(
    Object.entries(env).flatMap(([name, value]) =>
      name.startsWith(tenantVariablePrefix) && value?.trim() ? [[name, value.trim()]] : [],
    ),
  )
  return { ...parsed.data, tenantVariables }
}

/**
 * The settings of an empty environment: the defaults, for tests and tools that set only what they need.
 * @example paymentProviderFromEnv({ ...defaultSiteSettings(), NODE_ENV: 'production' })
 */
export function defaultSiteSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return { ...readSiteSettings({}), ...overrides }
}

/**
 * The settings as a Markdown table (name, what it does), for the README.
 * @example settingsTable().split('\n')[0] // '| Variable | What it does |'
 */
export function settingsTable(): string {
  const rows = Object.entries(siteSettingsSchema.shape).map(
    ([name, schema]) => `| \`${name}\` | ${schema.description ?? ''} |`,
  )
  return [
    '| Variable | What it does |',
    '|---|---|',
    ...rows,
    `| \`${tenantVariablePrefix}<SLUG>_…\` | What a tenant file names: its CRM webhook and secret, its maps key. |`,
  ].join('\n')
}
