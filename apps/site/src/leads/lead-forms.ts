import {
  createLeadClient,
  enquiryEventId,
  formContextFor,
  formDefinition,
  honeypotField,
  rememberedDetails,
  successRecord,
  validateForm,
  type FieldErrors,
  type FormDefinition,
  type FormName,
  type FormsConfig,
  type FormSubject,
  type FormValues,
  type LeadCar,
  type LeadClient,
} from '@forecourt/lead-client'
import { useRouterState } from '@tanstack/react-router'
import { useMemo } from 'react'
import { track } from '../site/analytics'
import { leadPageId } from './page-id'
import { visitOfThisSession } from './visit'

const clients = new Map<string, LeadClient>()

/**
 * The page's lead client: leads wait in this site's outbox in local storage until the server accepted them.
 * @example await siteLeadClient(shell.forms).submit(submission)
 */
export function siteLeadClient(forms: FormsConfig): LeadClient {
  let client = clients.get(forms.storageKeys.outbox)
  if (!client) {
    client = createLeadClient({ storage: window.localStorage, outboxKey: forms.storageKeys.outbox })
    clients.set(forms.storageKeys.outbox, client)
  }
  return client
}

/**
 * Sends the leads an earlier visit could not deliver (closed tab, lost connection), once per page load.
 * @example useEffect(() => void resendUnsentLeads(shell.forms), [])
 */
export async function resendUnsentLeads(forms: FormsConfig): Promise<void> {
  try {
    const client = siteLeadClient(forms)
    if (client.pending().length > 0) await client.flushOutbox()
  } catch {
    // Storage unavailable: nothing was kept to resend.
  }
}

function readJson(key: string): unknown {
  try {
    return JSON.parse(window.localStorage.getItem(key) ?? 'null')
  } catch {
    return null
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // A full or blocked store only costs the convenience of prefilled details.
  }
}

/**
 * The shopper's details kept from their last form on this site (name, last name, email, phone, postcode).
 * @example rememberedShopper(shell.forms).email
 */
export function rememberedShopper(forms: FormsConfig): FormValues {
  const stored = readJson(forms.storageKeys.details)
  if (!stored || typeof stored !== 'object') return {}
  return Object.fromEntries(
    Object.entries(stored as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  )
}

/** The outcome of a submit as the form components take it. */
export type SubmitOutcome =
  { ok: true; leadId: string } | { ok: false; message: string; fieldErrors?: FieldErrors }

/** Everything a page needs to show and send one form. */
export interface LeadFormModel {
  definition: FormDefinition
  /** Name of the hidden spam-trap input: pass it to the form component as `honeypotName`. */
  honeypotName: string
  /** The form's defaults with the shopper's remembered details filled in. */
  defaultValues: FormValues
  validate(values: FormValues): FieldErrors
  /**
   * Sends the lead. On success the shopper's details, the car and a success record are kept locally (spec §4) and
   * the enquiry's analytics event is sent.
   */
  submit(values: FormValues): Promise<SubmitOutcome>
}

/**
 * One form of the site, validated in the browser with the same rules the server applies again; an enquiry's hidden
 * page_id is the page it is on.
 * @example const model = useLeadForm(shell.forms, 'test-drive', { car })
 */
export function useLeadForm(
  forms: FormsConfig,
  form: FormName,
  subject: FormSubject = {},
  initial: FormValues = {},
): LeadFormModel {
  const pageId = useRouterState({
    select: (state) => leadPageId(state.matches.at(-1)?.routeId ?? '', state.location.pathname),
  })
  const subjectKey = JSON.stringify(subject)
  return useMemo(() => {
    const context = formContextFor(forms, form, { pageId, ...subject })
    const definition = formDefinition(form, context)
    const remembered = typeof window === 'undefined' ? {} : rememberedShopper(forms)
    const defaultValues: FormValues = {}
    for (const field of definition.fields) {
      const value = initial[field.name] ?? remembered[field.name] ?? field.defaultValue
      if (value !== undefined) defaultValues[field.name] = value
    }
    const car = subject.car ?? null
    return {
      definition,
      honeypotName: honeypotField,
      defaultValues,
      validate: (values) => {
        const result = validateForm(form, values, context)
        return result.ok ? {} : result.errors
      },
      submit: async (typed) => {
        // The spam trap travels beside the values, where the server checks it; a person never fills it in.
        const { [honeypotField]: trap, ...values } = typed
        const result = await siteLeadClient(forms).submit({
          form,
          values,
          car_id: car?.id ?? null,
          url: window.location.href,
          ...visitOfThisSession(),
          ...(typeof trap === 'string' && trap !== '' ? { website: trap } : {}),
        })
        if (!result.ok)
          return {
            ok: false,
            message: result.message,
            ...(result.fieldErrors ? { fieldErrors: result.fieldErrors } : {}),
          }
        writeJson(forms.storageKeys.details, { ...rememberedShopper(forms), ...rememberedDetails(values) })
        writeJson(
          forms.storageKeys.success,
          successRecord({ form, leadId: result.leadId, car, values, at: new Date() }),
        )
        const event = car ? enquiryEventId(form, car) : null
        if (event !== null && car) track(event, { carId: Number(car.id) })
        return { ok: true, leadId: result.leadId }
      },
    }
    // The subject is compared by value (subjectKey): pages pass fresh objects on every render.
  }, [forms, form, subjectKey, pageId])
}

/**
 * The last successful enquiry of this site, for /success.
 * @example lastSuccess(shell.forms)?.car?.name
 */
export function lastSuccess(forms: FormsConfig): ReturnType<typeof successRecord> | null {
  const stored = readJson(forms.storageKeys.success)
  return stored && typeof stored === 'object' ? (stored as ReturnType<typeof successRecord>) : null
}

export type { LeadCar }
