import { createStorage } from '@forecourt/site-storage'

/** Stores one enquiry, then hands it to CRM delivery, as the site server does with every lead. */
export async function storeFirstLead(dataDir: string, log: (line: string) => void = console.log) {
  // PGlite in dataDir (created when missing); { databaseUrl: 'postgres://…' } for PostgreSQL instead.
  const storage = await createStorage({ dataDir, log })
  // log: 'storage: PGlite at /srv/site/.data', then 'storage: applied migration 001-initial.sql', …
  try {
    const { lead, created } = await storage.leads.insert({
      tenant: 'example-motors',
      idempotencyKey: 'browser-key-1',
      form: 'enquiry',
      category: 'Enquiry',
      subcategory: null,
      carId: 4021,
      payload: { name: 'Jo Citizen', email: 'jo@example.com' },
      formCompleted: true,
    })
    // created: true; the same key again answers the same lead with created false

    const [job] = await storage.crm.claimDue(new Date(), 10, 60_000) // the lead's CRM delivery, leased for a minute
    if (job) await storage.crm.delivered([job.id], new Date())
    return { created, leadId: lead.id, delivered: job?.leadId === lead.id }
  } finally {
    await storage.close()
  }
}
