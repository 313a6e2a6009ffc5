import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { validateAdf } from '@forecourt/adf/testing'
import { formContextFor, formDefinition, formNames, type FormField } from '@forecourt/lead-client'
import { loadTenants } from '@forecourt/tenant-config/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formsConfig } from './content/shell'
import { signedInShopper, type SignedInShopper } from './api-tests/signed-in-shopper'
import { loadTenantData } from './tenant-sites'
import { startApiSite, type ApiSite } from './testing/api-site'

const fixturesDir = resolve(import.meta.dirname, '../../../../fixtures')

/** Breaks out of an attribute, a text node and a script, in XML and HTML alike. */
const payload = `"'><img src=x onerror=alert(1)><script>alert('x')</script>&amp;]]>`

const hosts: Record<string, string> = {
  'bunya-range-motor-group': 'bunya-range.localhost',
  'wattle-bay-kia': 'wattle-bay.localhost',
  'red-gum-caravans-and-motorcycles': 'red-gum.localhost',
}

/** What a shopper could type in each field: the payload wherever free text goes, a valid value elsewhere. */
function hostileValue(field: FormField, today: string, locationId: string): string | boolean | undefined {
  if (field.name === 'location_id') return locationId
  switch (field.kind) {
    case 'hidden':
      // A hidden field the page fills (a slot, a fixed message) is sent as the page sends it.
      if (field.name === 'booking_slot') return undefined
      return field.defaultValue ?? payload
    case 'text':
    case 'textarea':
      return payload.slice(0, field.maxLength ?? payload.length)
    case 'email':
      return 'jo@example.com'
    case 'tel':
      return '0412345678'
    case 'postcode':
      return '4000'
    case 'money':
      return '20000'
    case 'number':
      return field.name === 'year' ? '2020' : '2'
    case 'date':
      return today
    case 'checkbox':
      return true
    case 'select':
      return field.options?.find((option) => option.value !== '')?.value ?? ''
  }
}

// The reservation form goes to /api/reservations with a card; its free text is the lead's, checked below anyway.
const leadForms = formNames.filter((form) => form !== 'reserve')

let site: ApiSite
const shoppers = new Map<string, SignedInShopper>()
const configs = new Map<string, ReturnType<typeof formsConfig>>()

beforeAll(async () => {
  // Each case comes from a client address of its own, so the per-client lead limit stays out of the way.
  site = await startApiSite({ env: { TRUST_PROXY: 'true' } })
  for (const tenant of await loadTenants(resolve(fixturesDir, 'tenants'))) {
    const host = hosts[tenant.slug]
    if (!host) throw new Error(`no host for ${tenant.slug}`)
    configs.set(tenant.slug, formsConfig((await loadTenantData(fixturesDir, tenant)).tenant))
    // Gated forms (finance on one tenant, trade-in on another) need a signed-in shopper.
    shoppers.set(tenant.slug, await signedInShopper(site, host, 'xss@example.com', 'xss@example.com'))
  }
}, 120_000)
afterAll(() => site?.close())

const cases = Object.keys(hosts).flatMap((tenant, t) =>
  leadForms.map((form, f) => ({ tenant, form, client: `198.51.100.${t * 20 + f}` })),
)

describe('XSS payloads in every field of every form', () => {
  it.each(cases)(
    '$tenant $form: stored as sent, and the ADF document the dealer gets carries them inert',
    async ({ tenant, form, client }) => {
      const host = hosts[tenant]!
      const today = '2026-11-10'
      const context = formContextFor(configs.get(tenant)!, form, {
        today,
        ...(form === 'model-quote' ? { model: { id: '1', name: payload, vehicle: payload } } : {}),
      })
      const values: Record<string, string | boolean> = {}
      for (const field of formDefinition(form, context).fields) {
        const value = hostileValue(field, today, String(configs.get(tenant)!.locations[0]!.id))
        if (value !== undefined) values[field.name] = value
      }
      const send = () =>
        site.request(host, 'POST', '/api/leads', {
          json: {
            form,
            idempotency_key: randomUUID(),
            values,
            url: `http://${host}/?q=${payload}`,
            visited_pages: ['/', payload],
            linked_query_params: { utm_source: payload },
          },
          headers: { ...shoppers.get(tenant)!.headers, 'x-forwarded-for': client },
        })
      let answer = await send()
      // A field whose format keeps markup out (a name, a rego) says so in words; it then gets plain text.
      if (answer.status === 400) {
        const errors = answer.body.errors as Record<string, string>
        expect(Object.keys(errors).length, JSON.stringify(answer.body)).toBeGreaterThan(0)
        for (const [name, message] of Object.entries(errors)) {
          expect(values[name], `${name}: ${message}`).toBe(payload.slice(0, values[name]?.toString().length))
          expect(message).toMatch(/\w/)
          values[name] = 'Plain text'
        }
        answer = await send()
      }
      expect(answer.status, JSON.stringify(answer.body)).toBe(201)
      const leadId = String(answer.body.lead_id)
      const lead = await site.storage.leads.get(tenant, leadId)
      const carried = Object.entries(values).filter(
        ([, value]) => typeof value === 'string' && value.includes('<img'),
      )
      expect(carried.length).toBeGreaterThan(0)
      for (const [name, value] of carried) expect(lead?.payload[name], name).toBe(value)
      expect(lead?.payload.url).toBe(`http://${host}/?q=${payload}`)

      await site.sites.crm.runOnce()
      await site.sites.crm.runOnce()
      const folder = join(site.crmDir, tenant)
      const file = readdirSync(folder).find((name) => name.startsWith(leadId))
      if (!file) throw new Error(`no ADF for ${leadId} in ${folder}`)
      const document = readFileSync(join(folder, file), 'utf8')
      expect(await validateAdf(document)).toMatchObject({ valid: true })
      for (const raw of ['<img', '<script', ']]>']) expect(document, raw).not.toContain(raw)
      expect(document).toContain('&lt;img src=x onerror=alert(1)&gt;')
    },
  )
})
