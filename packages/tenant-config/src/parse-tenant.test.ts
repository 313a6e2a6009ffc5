import { describe, expect, it } from 'vitest'
import { assertTenantSet, parseTenant } from './parse-tenant.js'
import type { TenantInput } from './parse-tenant.js'
import { TenantConfigError } from './tenant-config-error.js'
import { minimalTenant } from './testing/minimal-tenant.js'

type Mutation = (tenant: TenantInput) => void

// Tests write invalid values on purpose; `loose` lets them past the type checker.
const loose = (value: unknown) => value as never

function issuesOf(mutate: Mutation): string {
  const tenant = minimalTenant()
  mutate(tenant)
  try {
    parseTenant(tenant, 'tenants/test-motors.json')
  } catch (error) {
    expect(error).toBeInstanceOf(TenantConfigError)
    return (error as Error).message
  }
  throw new Error('expected the tenant to be rejected')
}

describe('parseTenant', () => {
  it('fills every option with the spec default', () => {
    const { options, search, vdp_config, autograb } = parseTenant(minimalTenant(), 'minimal.json')
    const expected: [unknown, unknown][] = [
      [options.search.cardsPerRow, 3],
      [options.search.defaultSort, 'relevance'],
      [options.search.filters.model, true],
      [options.search.hitsPerPage, 21],
      [options.stock.option, 3],
      [options.stock.includeSoldCarsDays, undefined],
      [options.cards.newArrivalDays, 8],
      [options.cards.newArrivalText, 'New'],
      [options.cards.soldTagText, 'JUST SOLD'],
      [options.cards.noPriceText, 'Enquire for price.'],
      [options.vehiclePage.viewerDefaultMode, 'spinner'],
      [options.vehiclePage.videoPosition, 'second'],
      [options.vehiclePage.phoneReveal, 'masked'],
      [options.vehiclePage.fuelCalculator.pricePerLitre, 1.7],
      [options.reserve.path, 'checkout'],
      [options.reserve.priceLabel, '$200'],
      [options.reserve.holdHours, 48],
      [options.finance.frequency, 'weekly'],
      [options.finance.loanMinimum, 'standard'],
      [options.finance.interestRange, 'standard'],
      [options.finance.establishmentFee, 'none'],
      [options.finance.quickPicks, 'standard'],
      [options.forms.commentsRequired, true],
      [options.forms.defaultState, 'QLD'],
      [options.reviews.minimumRating, 4],
      [options.locations.carouselTitle, 'Our Locations'],
      [options.models.quoteButtonText, 'Get a Quote'],
      [options.brandGrid, null],
      [options.chrome.showOffers, false],
      [search.provider, 'embedded'],
      [search.indexName, 'Car_production'],
      [vdp_config.show_map_section, true],
      [autograb, false],
    ]
    for (const [actual, wanted] of expected) expect(actual).toEqual(wanted)
  })

  it.each<[string, Mutation, string]>([
    [
      'a bad slug',
      (t) => (t.slug = 'Test Motors'),
      'tenants/test-motors.json: slug: expected a kebab-case slug',
    ],
    [
      'an unknown field',
      (t) => Object.assign(t, { colour: 'red' }),
      "tenants/test-motors.json: unknown field(s) 'colour'",
    ],
    [
      'a misspelt option',
      (t) => (t.options = loose({ search: { cardPerRow: 4 } })),
      "tenants/test-motors.json: options.search: unknown field(s) 'cardPerRow'",
    ],
    [
      'a secret stored in the file',
      (t) => Object.assign(t.dealerships[0]!, { messaging_api_token: 'sk_live_123' }),
      "dealerships[0]: unknown field(s) 'messaging_api_token'",
    ],
    [
      'a secret in place of its variable name',
      (t) => (t.dealerships[0]!.messaging_token_env = 'sk_live_123'),
      'dealerships[0].messaging_token_env: expected the NAME of an environment variable',
    ],
    ['a bad email', (t) => (t.dealerships[0]!.email = 'nope'), 'dealerships[0].email:'],
    [
      'cards per row out of range',
      (t) => (t.options = { search: { cardsPerRow: 0 } }),
      'options.search.cardsPerRow:',
    ],
    [
      'a stock option the spec does not allow',
      (t) => (t.options = { stock: { option: loose(6) } }),
      'options.stock.option:',
    ],
    [
      'an unknown finance preset',
      (t) => (t.options = { finance: { interestRange: loose('huge') } }),
      'options.finance.interestRange:',
    ],
    [
      'a duplicate dealership id',
      (t) => void t.dealerships.push({ ...t.dealerships[0]! }),
      'dealerships[1].id: duplicate',
    ],
    [
      'a location of an unknown dealership',
      (t) => (t.locations[0]!.dealership_id = 99),
      'locations[0].dealership_id: no dealership with id 99',
    ],
    [
      'an excluded dealership that does not exist',
      (t) => (t.options = { finance: { excludedDealershipIds: [42] } }),
      'options.finance.excludedDealershipIds[0]: no dealership with id 42',
    ],
    [
      'a host with a scheme',
      (t) => (t.domains = ['https://x.example']),
      'domains[0]: expected a lowercase host name',
    ],
    [
      'a descending spacing scale',
      (t) => (t.theme.spacing = [8, 4, 2, 1]),
      'theme.spacing: expected an ascending',
    ],
  ])('rejects %s, naming the file, the field path and the problem', (_name, mutate, message) => {
    expect(issuesOf(mutate)).toContain(message)
  })
})

describe('assertTenantSet', () => {
  const tenant = parseTenant(minimalTenant(), 'a.json')

  const otherSearch = { ...tenant.search, apiKey: 'other-search-key' }

  it('accepts distinct tenants', () => {
    const other = { ...tenant, slug: 'other', domains: ['other.example'], search: otherSearch }
    expect(() =>
      assertTenantSet([
        { fileName: 'a.json', tenant },
        { fileName: 'b.json', tenant: other },
      ]),
    ).not.toThrow()
  })

  it('rejects a domain served by two tenants, naming both files', () => {
    const other = { ...tenant, slug: 'other', search: otherSearch }
    expect(() =>
      assertTenantSet([
        { fileName: 'a.json', tenant },
        { fileName: 'b.json', tenant: other },
      ]),
    ).toThrow("b.json: domains[0]: domain 'test-motors.example' is also served by a.json")
  })

  it('rejects a search API key used by two tenants, naming both files', () => {
    const other = { ...tenant, slug: 'other', domains: ['other.example'] }
    expect(() =>
      assertTenantSet([
        { fileName: 'a.json', tenant },
        { fileName: 'b.json', tenant: other },
      ]),
    ).toThrow(
      'b.json: search.apiKey: search key is also used by a.json; each tenant needs a search key of its own',
    )
  })

  it('rejects a slug used twice', () => {
    const other = { ...tenant, domains: ['other.example'], search: otherSearch }
    expect(() =>
      assertTenantSet([
        { fileName: 'a.json', tenant },
        { fileName: 'b.json', tenant: other },
      ]),
    ).toThrow("b.json: slug: slug 'test-motors' is also used by a.json")
  })
})

describe('environment variables a tenant file names', () => {
  it.each([
    {
      case: "the server's own secret",
      mutate: (tenant: TenantInput) => {
        tenant.options = { crm: { webhookSecretEnv: 'SESSION_SECRET' } }
      },
      message: 'options.crm.webhookSecretEnv',
    },
    {
      case: "another tenant's variable",
      mutate: (tenant: TenantInput) => {
        tenant.options = { crm: { webhookUrlEnv: 'FORECOURT_TENANT_OTHER_MOTORS_CRM_WEBHOOK_URL' } }
      },
      message:
        'a tenant names only its own environment variables: expected a name starting FORECOURT_TENANT_TEST_MOTORS_, got FORECOURT_TENANT_OTHER_MOTORS_CRM_WEBHOOK_URL',
    },
    {
      case: "another tenant's variable for a dealership's messaging token",
      mutate: (tenant: TenantInput) => {
        tenant.dealerships[0]!.messaging_token_env = 'FORECOURT_TENANT_OTHER_MOTORS_TOKEN'
      },
      message: 'dealerships[0].messaging_token_env: a tenant names only its own environment variables',
    },
    {
      case: 'a secret itself instead of a name',
      mutate: (tenant: TenantInput) => {
        tenant.options = { locations: { googleMapsKeyEnv: 'AIzaSyD-not-a-name' } }
      },
      message: 'never the secret itself',
    },
    {
      case: "another tenant's Algolia admin key",
      mutate: (tenant: TenantInput) => {
        tenant.search = {
          ...tenant.search,
          provider: 'algolia',
          adminKeyEnv: 'FORECOURT_TENANT_OTHER_MOTORS_ALGOLIA',
        }
      },
      message: 'search.adminKeyEnv: a tenant names only its own environment variables',
    },
    {
      case: 'an Algolia admin key for the embedded engine',
      mutate: (tenant: TenantInput) => {
        tenant.search = { ...tenant.search, adminKeyEnv: 'FORECOURT_TENANT_TEST_MOTORS_ALGOLIA_ADMIN_KEY' }
      },
      message:
        'search.adminKeyEnv: an admin key is only for provider "algolia": the embedded engine is written by the site itself',
    },
  ])('refuses $case', ({ mutate, message }) => {
    expect(issuesOf(mutate)).toContain(message)
  })

  it("accepts the tenant's own, FORECOURT_TENANT_<SLUG>_…", () => {
    const tenant = minimalTenant()
    tenant.options = {
      crm: {
        webhookUrlEnv: 'FORECOURT_TENANT_TEST_MOTORS_CRM_WEBHOOK_URL',
        webhookSecretEnv: 'FORECOURT_TENANT_TEST_MOTORS_CRM_WEBHOOK_SECRET',
      },
    }
    expect(parseTenant(tenant, 'tenants/test-motors.json').options.crm.webhookUrlEnv).toBe(
      'FORECOURT_TENANT_TEST_MOTORS_CRM_WEBHOOK_URL',
    )
  })

  it('accepts an Algolia admin key of its own for provider "algolia"', () => {
    const tenant = minimalTenant()
    tenant.search = {
      ...tenant.search,
      provider: 'algolia',
      adminKeyEnv: 'FORECOURT_TENANT_TEST_MOTORS_ALGOLIA_KEY',
    }
    expect(parseTenant(tenant, 'tenants/test-motors.json').search.adminKeyEnv).toBe(
      'FORECOURT_TENANT_TEST_MOTORS_ALGOLIA_KEY',
    )
  })
})
