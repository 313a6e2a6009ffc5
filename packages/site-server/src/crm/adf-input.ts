import { renderAdf, scalarText, type AdfDealership, type AdfInput } from '@forecourt/adf'
import type { CrmJob, StoredLead } from '@forecourt/site-storage'
import { canonicalOrigin, type TenantData } from '../tenant-data'

/**
 * What an ADF document of a lead is made of, from the tenant's data: the car by the lead's car id (null once it
 * has left the stock; the payload's make and model then stand in), the dealership of the car, else the one the
 * payload names (`car_dealership_id`, `dealership_slug`), else the tenant's only dealership, else the group
 * itself as the vendor; the provider is the tenant's `crm.providerName` and its site.
 * @example renderAdf(adfInputFor(data, lead))
 */
export function adfInputFor(data: TenantData, lead: StoredLead): AdfInput {
  const { tenant } = data
  const car =
    lead.carId === null ? null : (data.cars.find((candidate) => candidate.id === lead.carId) ?? null)
  const dealershipId = car?.dealership_id ?? Number(scalarText(lead.payload.car_dealership_id))
  const slug = scalarText(lead.payload.dealership_slug)
  const dealership =
    tenant.dealerships.find((candidate) => candidate.id === dealershipId) ??
    tenant.dealerships.find((candidate) => candidate.slug === slug) ??
    (tenant.dealerships.length === 1 ? tenant.dealerships[0] : undefined)
  const group: AdfDealership = {
    name: tenant.name,
    email: tenant.contact.email,
    phone: tenant.contact.phone,
    address: tenant.contact.address,
  }
  return {
    lead,
    car,
    dealership: dealership ?? group,
    provider: { name: tenant.options.crm.providerName, url: canonicalOrigin(tenant) },
  }
}

/**
 * The `documentFor` of a CRM delivery: each job's lead rendered as ADF with its tenant's data. Throws for a
 * tenant the server does not know, which fails the attempt (and is retried, in case the tenant comes back).
 * @example createCrmDelivery({ documentFor: adfDocumentFor((slug) => tenantData.get(slug)), … })
 */
export function adfDocumentFor(dataFor: (tenant: string) => TenantData | null | undefined) {
  return (job: CrmJob): string => {
    const data = dataFor(job.tenant)
    if (!data) throw new Error(`no tenant '${job.tenant}' on this server`)
    return renderAdf(adfInputFor(data, job.lead))
  }
}
