import { z } from 'zod'
import { contrastRatio, minimumTextContrast } from './contrast.js'
import { doc } from './doc.js'
import { hostnameSchema } from './hostname.js'
import { envVarNameSchema, tenantEnvPrefix } from './env-var-name.js'
import { addressSchema, locationSchema } from './entities/location.js'
import { dealershipFinanceOverridesSchema } from './options/finance-options.js'
import { tenantOptionsSchema } from './options/index-schema.js'
import { sortKeySchema } from './options/search-options.js'

/** Every environment variable name a tenant names, with its path: the fields ending in `Env` or `_env`. */
function namedEnvVars(
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; name: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => namedEnvVars(item, [...path, index]))
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, item]) =>
    typeof item === 'string' && /(Env|_env)$/.test(key)
      ? [{ path: [...path, key], name: item }]
      : namedEnvVars(item, [...path, key]),
  )
}

/**
 * A tenant slug: lowercase words joined by hyphens.
 * @example slugSchema.parse('harbourside-motor-group')
 */
export const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a kebab-case slug')

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, 'expected a #rrggbb colour')
const cssLength = z
  .string()
  .regex(/^\d+(\.\d+)?(px|rem|em)$|^0$/, 'expected a CSS length such as 8px or 0.5rem')

// Text colours and the backgrounds components draw them on; each pair must pass WCAG 2.2 AA.
const textPairs = [
  ['primaryContrast', 'primary'],
  ['text', 'background'],
  ['text', 'surface'],
  ['muted', 'background'],
  ['muted', 'surface'],
] as const

/**
 * Design tokens of a tenant: colours, fonts, corner radius and spacing scale.
 * @example themeSchema.shape.colors.shape.primary.parse('#0b3d91')
 */
export const themeSchema = z.strictObject({
  colors: z
    .strictObject({
      primary: hexColour,
      primaryContrast: hexColour,
      secondary: hexColour,
      accent: hexColour,
      background: hexColour,
      surface: hexColour,
      text: hexColour,
      muted: hexColour,
      border: hexColour,
      success: hexColour,
      danger: hexColour,
    })
    .superRefine((colors, context) => {
      for (const [text, background] of textPairs) {
        const ratio = contrastRatio(colors[text], colors[background])
        if (ratio < minimumTextContrast) {
          context.addIssue({
            code: 'custom',
            path: [text],
            message: `${text} on ${background} has a contrast of ${ratio.toFixed(2)}:1; WCAG 2.2 AA needs ${minimumTextContrast}:1`,
          })
        }
      }
    }),
  fonts: z.strictObject({ heading: z.string().min(1), body: z.string().min(1) }),
  radius: z.strictObject({ small: cssLength, medium: cssLength, large: cssLength }),
  spacing: z
    .array(z.number().nonnegative())
    .min(4)
    .refine((scale) => scale.every((step, index) => index === 0 || step > (scale[index - 1] ?? 0)), {
      message: 'expected an ascending spacing scale in px',
    }),
})

/**
 * Where shoppers reach the group: phone, email, postal address and social links.
 * @example contactSchema.parse({ phone: '07 4600 1234', email: 'sales@example.com.au', address: {}, facebook_url: null, instagram_url: null })
 */
export const contactSchema = z.strictObject({
  phone: z.string().min(1),
  email: z.email(),
  address: addressSchema,
  facebook_url: z.url().nullable(),
  instagram_url: z.url().nullable(),
})

/**
 * A dealership of the group, as the tenant file declares it (spec §3 "Dealership"), with its secrets by
 * environment-variable name and optional finance overrides.
 * @example dealershipSchema.shape.messaging_token_env.parse('DEALER_MESSAGING_TOKEN')
 */
export const dealershipSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug: slugSchema,
  make: z.string().min(1).nullable(),
  url: z.url().nullable(),
  logo: z.strictObject({ url: z.string().min(1).nullable() }).nullable(),
  phone: z.string().min(1),
  email: z.email(),
  address: addressSchema,
  manufacturer_name: z.string().min(1).nullable(),
  finance_provider: z
    .string()
    .min(1)
    .nullable()
    .meta(doc('Name of the finance provider of this dealership.', '§3 Dealership; §5 Finance display')),
  service_booking_url: z
    .url()
    .nullable()
    .meta(
      doc(
        'External service-booking page; enables the brand-specific service path.',
        '§2 Routes; §3 Dealership',
      ),
    ),
  messaging_token_env: envVarNameSchema
    .nullable()
    .default(null)
    .meta(doc('Environment variable holding the messaging API token (Instant Message).', '§3 Dealership')),
  chatbot: z
    .strictObject({
      enabled: z.boolean().default(false).meta(doc('Chatbot on the dealership pages.', '§3 Dealership')),
      settings_env: envVarNameSchema
        .nullable()
        .default(null)
        .meta(doc('Environment variable holding the chatbot settings.', '§3 Dealership')),
    })
    .prefault({})
    .meta({ description: 'Chatbot switch; its settings are read from the named environment variable.' }),
  average_rating: z.number().min(0).max(5).nullable().optional(),
  review_count: z.number().int().nonnegative().nullable().optional(),
  finance: dealershipFinanceOverridesSchema
    .prefault({})
    .meta({ description: "Finance options of this dealership that differ from the tenant's." }),
})

/**
 * Where the site's search client points. The embedded engine takes the same fields as Algolia, so the site
 * code is identical for both; `apiKey` is the public search key that also identifies the tenant.
 * @example searchConfigSchema.parse({ appId: 'FORECOURT', apiKey: 'public-key' }).provider // 'embedded'
 */
export const searchConfigSchema = z.strictObject({
  provider: z
    .enum(['embedded', 'algolia'])
    .default('embedded')
    .meta(
      doc('Search backend: the embedded engine, or Algolia at scale (same client, same fields).', '§7 Calls'),
    ),
  appId: z.string().min(1).meta(doc('Application id (any name for the embedded engine).', '§3 Site config')),
  apiKey: z
    .string()
    .min(1)
    .meta(
      doc(
        'Public search-only key; identifies the tenant to the engine. Never an admin key.',
        '§3 Site config',
      ),
    ),
  indexName: z
    .string()
    .min(1)
    .default('Car_production')
    .meta(doc('Main index name.', '§7 Calls › Search service')),
  replicas: z
    .partialRecord(sortKeySchema, z.string().min(1))
    .default({})
    .meta(doc('Index name per sort, for sorts served by a replica.', '§2 Screens › Search results')),
  adminKeyEnv: envVarNameSchema
    .nullable()
    .default(null)
    .meta(
      doc(
        "Environment variable holding the Algolia admin key (provider algolia only): the site then writes the index's settings and every stock change to Algolia. Without it, something else keeps the Algolia index.",
        '§7 Calls › Search service',
      ),
    ),
})

/**
 * A tenant file: `fixtures/tenants/<slug>.json` or any directory passed to `loadTenants`.
 * @example tenantSchema.parse(JSON.parse(text)).options.finance.frequency // 'weekly' unless switched
 */
export const tenantSchema = z
  .strictObject({
    $schema: z.string().optional().meta({ description: 'Path of tenant.schema.json, for editors.' }),
    slug: slugSchema,
    template: z.string().min(1).meta({ description: 'Name of the site template the tenant uses.' }),
    name: z.string().min(1).meta({ description: 'Display name of the site.' }),
    domains: z.array(hostnameSchema).min(1).meta({ description: 'Host names that serve this tenant.' }),
    logo: z.strictObject({ url: z.string().min(1), alt: z.string().min(1) }),
    theme: themeSchema,
    contact: contactSchema,
    dealership_group: z.string().min(1),
    dealerships: z.array(dealershipSchema).min(1),
    locations: z.array(locationSchema),
    plugins: z
      .array(z.string().min(1))
      .default([])
      .meta(doc('Site plugins switched on (names).', '§3 Site config')),
    redbook: z.boolean().default(false).meta(doc('Use Redbook vehicle data.', '§3 Site config')),
    search_categories: z
      .array(z.string().min(1))
      .default([])
      .meta(
        doc(
          'Search categories offered (e.g. cars, caravans, motorcycles).',
          '§3 Site config; §3 Search state',
        ),
      ),
    override_city: z
      .string()
      .min(1)
      .nullable()
      .default(null)
      .meta(doc('City shown in place of the location city.', '§3 Site config')),
    autograb: z
      .boolean()
      .default(false)
      .meta(
        doc('Autograb: price comparison and below-market badge (price > 200, in stock).', '§3; §5 Autograb'),
      ),
    vdp_config: z
      .strictObject({
        show_map_section: z
          .boolean()
          .default(true)
          .meta(doc('Vehicle page shows the map section (#vehicle-map).', '§3 Site config')),
      })
      .prefault({}),
    search: searchConfigSchema,
    options: tenantOptionsSchema.prefault({}),
  })
  .superRefine((tenant, context) => {
    const ownPrefix = tenantEnvPrefix(tenant.slug)
    for (const { path, name } of namedEnvVars(tenant)) {
      if (!name.startsWith(ownPrefix))
        context.addIssue({
          code: 'custom',
          path,
          message: `a tenant names only its own environment variables: expected a name starting ${ownPrefix}, got ${name}`,
        })
    }
    if (tenant.search.adminKeyEnv !== null && tenant.search.provider !== 'algolia')
      context.addIssue({
        code: 'custom',
        path: ['search', 'adminKeyEnv'],
        message:
          'an admin key is only for provider "algolia": the embedded engine is written by the site itself',
      })
    const dealershipIds = new Set<number>()
    tenant.dealerships.forEach((dealership, index) => {
      if (dealershipIds.has(dealership.id)) {
        context.addIssue({
          code: 'custom',
          path: ['dealerships', index, 'id'],
          message: 'duplicate dealership id',
        })
      }
      dealershipIds.add(dealership.id)
    })
    const locationIds = new Set<number>()
    tenant.locations.forEach((location, index) => {
      if (locationIds.has(location.id)) {
        context.addIssue({
          code: 'custom',
          path: ['locations', index, 'id'],
          message: 'duplicate location id',
        })
      }
      locationIds.add(location.id)
      if (location.dealership_id !== undefined && !dealershipIds.has(location.dealership_id)) {
        context.addIssue({
          code: 'custom',
          path: ['locations', index, 'dealership_id'],
          message: `no dealership with id ${location.dealership_id}`,
        })
      }
    })
    tenant.options.finance.excludedDealershipIds.forEach((id, index) => {
      if (!dealershipIds.has(id)) {
        context.addIssue({
          code: 'custom',
          path: ['options', 'finance', 'excludedDealershipIds', index],
          message: `no dealership with id ${id}`,
        })
      }
    })
  })
