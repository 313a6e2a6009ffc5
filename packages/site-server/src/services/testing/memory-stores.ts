import { randomUUID } from 'node:crypto'
import type { AppointmentStore, LeadStore, NewLead, StoredLead } from '@forecourt/site-storage'

/**
 * A lead store kept in memory, for the service endpoints' tests: it honours the interface's tenant scoping (a lead
 * of another tenant is null) and records every `updateSteps` call.
 * @example const leads = memoryLeadStore(); const { lead } = await leads.insert(newLead('tenant-a'))
 */
export function memoryLeadStore(): LeadStore & { updates: Parameters<LeadStore['updateSteps']>[] } {
  const leads = new Map<string, StoredLead>()
  const updates: Parameters<LeadStore['updateSteps']>[] = []
  return {
    updates,
    insert(lead) {
      const existing = [...leads.values()].find(
        (stored) => stored.tenant === lead.tenant && stored.idempotencyKey === lead.idempotencyKey,
      )
      if (existing) return Promise.resolve({ lead: existing, created: false })
      const now = new Date()
      const stored: StoredLead = {
        ...lead,
        requestFingerprint: lead.requestFingerprint ?? null,
        id: randomUUID(),
        steps: {},
        offerAccepted: false,
        createdAt: now,
        updatedAt: now,
      }
      leads.set(stored.id, stored)
      return Promise.resolve({ lead: stored, created: true })
    },
    get: (tenant, id) => {
      const lead = leads.get(id)
      return Promise.resolve(lead && lead.tenant === tenant ? lead : null)
    },
    findByIdempotencyKey: (tenant, idempotencyKey) =>
      Promise.resolve(
        [...leads.values()].find(
          (stored) => stored.tenant === tenant && stored.idempotencyKey === idempotencyKey,
        ) ?? null,
      ),
    list: (tenant) => Promise.resolve([...leads.values()].filter((lead) => lead.tenant === tenant).reverse()),
    updateSteps(tenant, id, update) {
      updates.push([tenant, id, update])
      const lead = leads.get(id)
      if (!lead || lead.tenant !== tenant) return Promise.resolve(null)
      const next: StoredLead = {
        ...lead,
        steps: { ...lead.steps, [update.step]: update.value },
        subcategory: update.subcategory ?? lead.subcategory,
        formCompleted: update.formCompleted ?? lead.formCompleted,
        offerAccepted: update.offerAccepted ?? lead.offerAccepted,
        updatedAt: new Date(),
      }
      leads.set(id, next)
      return Promise.resolve(next)
    },
  }
}

/**
 * A trade-in lead of a tenant, ready to insert.
 * @example newLead('tenant-a', { km: 42000 })
 */
export function newLead(tenant: string, payload: NewLead['payload'] = {}): NewLead {
  return {
    tenant,
    idempotencyKey: randomUUID(),
    form: 'trade-in',
    category: 'Trade-in',
    subcategory: null,
    carId: null,
    payload,
    formCompleted: false,
  }
}

/**
 * An appointment store kept in memory, for the availability tests.
 * @example const appointments = memoryAppointmentStore(); await appointments.book('t', { locationId: 1, startsAt, leadId })
 */
export function memoryAppointmentStore(): AppointmentStore {
  const booked: { tenant: string; locationId: number; startsAt: Date }[] = []
  return {
    book(tenant, appointment) {
      const taken = booked.some(
        (other) =>
          other.tenant === tenant &&
          other.locationId === appointment.locationId &&
          other.startsAt.valueOf() === appointment.startsAt.valueOf(),
      )
      if (!taken) booked.push({ tenant, locationId: appointment.locationId, startsAt: appointment.startsAt })
      return Promise.resolve(!taken)
    },
    booked: (tenant, locationId, from, to) =>
      Promise.resolve(
        booked
          .filter(
            (other) =>
              other.tenant === tenant &&
              other.locationId === locationId &&
              other.startsAt >= from &&
              other.startsAt < to,
          )
          .map((other) => other.startsAt),
      ),
  }
}
