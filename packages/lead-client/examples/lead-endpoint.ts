import {
  buildLeadPayload,
  formContextFor,
  messages,
  readLeadRequest,
  validateForm,
  type FormsConfig,
  type LeadAcceptedResponse,
  type LeadCar,
  type LeadErrorResponse,
  type LeadPayload,
} from '@forecourt/lead-client'

/** One tenant's side of the lead endpoint: its forms, its own copy of its stock, and where its leads are stored. */
export interface LeadSite {
  slug: string
  forms: FormsConfig
  /** The tenant's autograb switch (tenant-config `options.autograb`), copied into every lead. */
  autograb: boolean
  /** Today in the dealer's time zone, YYYY-MM-DD: bookings before it are refused. */
  today: () => string
  /** A car of the tenant's stock, or null. */
  findCar: (id: number | string) => Promise<LeadCar | null>
  /** Stores the first lead per (tenant, idempotency key) and answers a repeat with that same lead. */
  insertLead: (lead: {
    tenant: string
    idempotencyKey: string
    payload: LeadPayload
  }) => Promise<{ id: string }>
}

/**
 * `POST /api/leads` on the server: reads the body, validates again what arrived (the server never trusts the
 * client), and stores the lead payload. Answers the status and the JSON body to send.
 * @example const { status, body } = await postLead(site, JSON.parse(text), req.headers['user-agent'] ?? '')
 */
export async function postLead(
  site: LeadSite,
  body: unknown,
  userAgent: string,
): Promise<{ status: number; body: LeadAcceptedResponse | LeadErrorResponse }> {
  // leadRequestSchema.safeParse(body) reads the same; readLeadRequest skips zod's cost on every lead.
  const read = readLeadRequest(body)
  if (!read.ok) return { status: 400, body: { message: messages.unexpectedError } } // a filled honeypot too
  const { request } = read
  const car = request.car_id ? await site.findCar(request.car_id) : null // the server's copy, not the browser's
  const context = formContextFor(site.forms, request.form, { car, today: site.today() }) // as the page built it
  const checked = validateForm(request.form, request.values, context)
  if (!checked.ok)
    return { status: 400, body: { message: messages.errorSummaryHeader, errors: checked.errors } }
  const payload = buildLeadPayload({
    form: request.form,
    values: checked.data,
    car,
    page: {
      url: request.url,
      userAgent,
      visitedPages: request.visited_pages,
      linkedQueryParams: request.linked_query_params,
    },
    autogaugeEnabled: site.autograb,
  })
  const lead = await site.insertLead({ tenant: site.slug, idempotencyKey: request.idempotency_key, payload })
  return { status: 201, body: { lead_id: lead.id } }
}
