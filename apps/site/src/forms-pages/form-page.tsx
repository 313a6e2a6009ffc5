import { CarSummary, Dialog, LeadForm, type RenderField } from '@forecourt/components/forms'
import type { FormName, FormSubject, FormValues } from '@forecourt/lead-client'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useState, type ReactNode } from 'react'
import { useLeadForm, type LeadFormModel } from '../leads/lead-forms'
import type { FormPagesData } from '../site/form-pages-types'
import type { CarSummary as CarSummaryRecord, SiteShell } from '../site/site-types'
import { fillBlanks, pageValues, startingValues } from './form-values'

/**
 * A form's values kept in the page's state, so nothing typed is lost while the page lives: they start as the server
 * rendered them (the fields' defaults and what the page gives), then, once in the browser, the details the shopper
 * entered on their last form fill the fields still empty (the server cannot know them, so doing it at hydration
 * would make the HTML differ).
 * @example const [values, setValues] = useFormDraft(model, { vehicle_price_budget: '30000' })
 */
export function useFormDraft(model: LeadFormModel, given: FormValues = {}) {
  const [values, setValues] = useState(() => startingValues(model.definition.fields, given))
  useEffect(() => {
    setValues((current) => fillBlanks(pageValues(current, model.definition.fields), model.defaultValues))
  }, [model])
  return [values, setValues] as const
}

/**
 * Goes to /success, where the page reads the success record the lead client kept (spec section 4).
 * @example const toSuccess = useSuccessPage(); <LeadForm onSuccess={toSuccess} … />
 */
export function useSuccessPage(): () => void {
  const navigate = useNavigate()
  return () => {
    void navigate({ href: '/success' })
  }
}

/** Props of {@link SiteLeadForm}. */
export interface SiteLeadFormProps {
  shell: SiteShell
  form: FormName
  subject?: FormSubject
  /** Values the page gives at first, e.g. from its query. */
  given?: FormValues
  title?: string
  intro?: ReactNode
  /** The form's id, for in-page links such as #finance-form. */
  id?: string
  /** Adjusts the values after each change, e.g. the dealership of a chosen location. */
  adjust?: (previous: FormValues, next: FormValues) => FormValues
  renderField?: (values: FormValues, setValues: (values: FormValues) => void) => RenderField
  /** Rendered above the submit button. */
  children?: ReactNode
}

/**
 * One of the tenant's lead forms (lead-client's definition and validation, the tenant's options), sent through the
 * site's lead client; a success goes to /success, a failure shows the returned error and keeps every value.
 * @example <SiteLeadForm shell={shell} form="contact" title="Send us a message" />
 */
export function SiteLeadForm({
  shell,
  form,
  subject,
  given,
  title,
  intro,
  id,
  adjust,
  renderField,
  children,
}: SiteLeadFormProps) {
  const model = useLeadForm(shell.forms, form, subject)
  const [values, setValues] = useFormDraft(model, given)
  const toSuccess = useSuccessPage()
  return (
    <LeadForm
      id={id}
      className="fc-formpage__form"
      title={title}
      intro={intro}
      fields={model.definition.fields}
      values={values}
      onValuesChange={(next) => setValues(adjust ? adjust(values, next) : next)}
      validate={(values) => model.validate(values)}
      onSubmit={(values) => model.submit(values)}
      onSuccess={toSuccess}
      submitLabel={model.definition.submitLabel}
      honeypotName={model.honeypotName}
      renderField={renderField?.(values, setValues)}
    >
      {children}
    </LeadForm>
  )
}

/** Props of {@link FormPage}. */
export interface FormPageProps {
  title: string
  intro?: ReactNode
  /** Shown beside the main column on wide screens, under it on phones. */
  aside?: ReactNode
  children: ReactNode
}

/**
 * The frame of a form page: the page's one h1 and intro, then the form column and, beside it, ways to reach the
 * dealer.
 * @example <FormPage title="Contact Us" intro="…" aside={<ContactAside … />}><SiteLeadForm … /></FormPage>
 */
export function FormPage({ title, intro, aside, children }: FormPageProps) {
  return (
    <div className="fc-section fc-formpage">
      <h1 className="fc-content__title">{title}</h1>
      {intro ? <div className="fc-content__intro fc-formpage__intro">{intro}</div> : null}
      <div className="fc-formpage__layout">
        <div className="fc-formpage__main">{children}</div>
        {aside ? <div className="fc-formpage__aside">{aside}</div> : null}
      </div>
    </div>
  )
}

/**
 * The dealer's phone, email and address, as a labelled region beside a form.
 * @example <ContactAside shell={shell} contact={pages.contact} />
 */
export function ContactAside({
  shell,
  contact,
  heading = 'Prefer to talk?',
  emailUs = true,
  children,
}: {
  shell: SiteShell
  contact: FormPagesData['contact']
  heading?: string
  /** Offer the 'Email Us' dialog (a general message), on pages whose own form is about something else. */
  emailUs?: boolean
  children?: ReactNode
}) {
  const headingId = useId()
  const [emailOpen, setEmailOpen] = useState(false)
  // The dialog's form is made on first open (the page's own form comes first), then kept with what was typed.
  const [emailOpened, setEmailOpened] = useState(false)
  return (
    <aside className="fc-panel fc-formpage__contact" aria-labelledby={headingId}>
      <h2 className="fc-formpage__aside-heading" id={headingId}>
        {heading}
      </h2>
      <dl className="fc-formpage__facts">
        {shell.phone ? (
          <div>
            <dt>Phone</dt>
            <dd>
              <a className="fc-link" href={shell.phone.href}>
                {shell.phone.label}
              </a>
            </dd>
          </div>
        ) : null}
        {contact.email ? (
          <div>
            <dt>Email</dt>
            <dd>
              <a className="fc-link" href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </dd>
          </div>
        ) : null}
        {contact.address ? (
          <div>
            <dt>Head office</dt>
            <dd>{contact.address}</dd>
          </div>
        ) : null}
      </dl>
      {emailUs ? (
        <>
          <button
            type="button"
            className="fc-button fc-button--outline"
            onClick={() => {
              setEmailOpened(true)
              setEmailOpen(true)
            }}
          >
            Email Us
          </button>
          {emailOpened ? (
            <Dialog open={emailOpen} onClose={() => setEmailOpen(false)} title="Email Us">
              <SiteLeadForm shell={shell} form="contact" />
            </Dialog>
          ) : null}
        </>
      ) : null}
      {children}
    </aside>
  )
}

/**
 * The car a form is about, from its summary: photo, linked name and price.
 * @example <FormCar car={car} label="The car you're buying" />
 */
export function FormCar({ car, label }: { car: CarSummaryRecord; label: string }) {
  const headingId = useId()
  return (
    <section className="fc-formpage__car" aria-labelledby={headingId}>
      <h2 className="fc-formpage__aside-heading" id={headingId}>
        {label}
      </h2>
      <CarSummary
        car={{
          name: car.name,
          href: car.href,
          ...(car.image ? { image: { src: car.image.src, alt: '' } } : {}),
          priceText: [car.price.text, car.price.note].filter(Boolean).join(' '),
        }}
      />
    </section>
  )
}
