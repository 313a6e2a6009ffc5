import { depositBounds, loanMaximums, loanMinimums, termRanges } from '@forecourt/finance-math'
import { defaultEnquiryCategories, defaultServiceTypes } from './categories.js'
import {
  checkboxesField,
  checkboxField,
  dateField,
  type DefinedField,
  emailField,
  hiddenField,
  moneyField,
  nameField,
  numberField,
  phoneField,
  postcodeField,
  regoField,
  selectField,
  textareaField,
  textField,
} from './fields.js'
import {
  australianStates,
  enquiryFormNames,
  type FormContext,
  type FormName,
  type FormOption,
} from './form-types.js'
import { messages } from './messages.js'

/** Loan amount bounds of the finance calculator section (spec §5: min 1000, max 250000). */
const loanAmount = { min: loanMinimums.standard, max: loanMaximums.calculator }

const residencyOptions = options(['Australian Citizen', 'Permanent Resident', 'Visa Holder'])
const employmentOptions = options(['Full-time', 'Part-time', 'Casual', 'Self-employed', 'Retired', 'Other'])
const loanTermOptions = yearsBetween(termRanges.standard.min, termRanges.standard.max).map((years) => ({
  value: String(years),
  label: years === 1 ? '1 year' : `${years} years`,
}))

function yearsBetween(first: number, last: number): number[] {
  return Array.from({ length: Math.floor(last - first) + 1 }, (_, index) => first + index)
}

function options(labels: string[]): FormOption[] {
  return labels.map((label) => ({ value: label, label }))
}

/** Name, email and phone: the "enquiry details" every form starts with. */
function contactDetails(): DefinedField[] {
  return [nameField('name', 'Full Name', 'name'), emailField(), phoneField()]
}

/** First and last name, email and phone, for forms that need the name split. */
function splitNameDetails(): DefinedField[] {
  return [
    nameField('name', 'First Name', 'given-name'),
    nameField('last_name', 'Last Name', 'family-name'),
    emailField(),
    phoneField(),
  ]
}

/**
 * The location select (shown and required when the site gives locations) and the 'Preferred
 * dealership' select (required with more than one dealership unless removed), spec §5.
 */
function choices(context: FormContext): DefinedField[] {
  const fields: DefinedField[] = []
  const locations = context.locations ?? []
  if (locations.length > 0) {
    const locationOptions = locations.map((location) => ({
      value: String(location.id),
      label: location.name,
    }))
    const preset =
      locations.length === 1
        ? locationOptions[0]?.value
        : locationOptions.find((option) => option.value === String(context.locationId ?? ''))?.value
    fields.push(selectField('location', 'Location', locationOptions, true, preset))
  }
  const dealerships = context.dealerships ?? []
  if (dealerships.length > 1 && context.removePreferredDealership !== true) {
    const dealershipOptions = dealerships.map((dealership) => ({
      value: dealership.slug,
      label: dealership.name,
    }))
    const carDealership = context.car?.dealership_slug ?? undefined
    const preset = dealershipOptions.some((option) => option.value === carDealership)
      ? carDealership
      : undefined
    fields.push(selectField('dealership_slug', 'Preferred dealership', dealershipOptions, true, preset))
  }
  return fields
}

/** Optional marketing opt-in and, when the site asks for it, the terms-of-use checkbox. */
function consent(context: FormContext, optIn = true): DefinedField[] {
  const fields: DefinedField[] = []
  if (optIn) {
    fields.push(checkboxField('opt_in', 'Keep me updated with news and offers'))
  }
  if (context.termsCheckbox === true) {
    fields.push(
      checkboxField('terms_conditions', 'I agree to the terms of use', {
        requiredMessage: messages.enquiryTerms,
      }),
    )
  }
  return fields
}

function comments(context: FormContext, required = context.commentsRequired !== false): DefinedField {
  return textareaField('message', 'Comments', required)
}

function newestCarYear(today?: string): number {
  const year = Number(today?.slice(0, 4))
  return Number.isInteger(year) && year > 1900 ? year + 1 : 2100
}

/** Forms that carry the hidden `page_id` (spec §3 "Enquiry form fields … page_id"): the enquiry forms. */
const pageTaggedForms: ReadonlySet<FormName> = new Set(enquiryFormNames)

/**
 * The fields of a form, in display order, with their rules (spec §3 form fields and §5 validation). Enquiries end
 * with the hidden `page_id` of the page they are sent from.
 */
export function formFields(form: FormName, context: FormContext): DefinedField[] {
  const fields = fieldsOf(form, context)
  return pageTaggedForms.has(form) ? [...fields, hiddenField('page_id', context.pageId)] : fields
}

function fieldsOf(form: FormName, context: FormContext): DefinedField[] {
  const car = context.car
  switch (form) {
    case 'enquiry': {
      // A general enquiry may be about the shopper's own car (service, parts): its Rego, when they give it.
      const category = context.general
        ? [
            selectField('category', 'Category', context.categories ?? defaultEnquiryCategories, true),
            regoField(false),
          ]
        : []
      return [...contactDetails(), ...category, ...choices(context), comments(context), ...consent(context)]
    }
    case 'test-drive':
      return [
        ...contactDetails(),
        ...choices(context),
        dateField('booking_date', 'Test Drive Booking Date', false, context.today),
        // The appointment chosen from the location's free times (an ISO instant); the server books it.
        hiddenField('booking_slot'),
        comments(context, false),
        ...consent(context),
      ]
    case 'request-photos':
      return [
        ...contactDetails(),
        ...choices(context),
        comments(context, false),
        hiddenField('default_message', messages.requestPhotos),
        ...consent(context),
      ]
    case 'trade-in':
      return [
        nameField('name', 'First Name', 'given-name'),
        nameField('last_name', 'Last Name', 'family-name'),
        postcodeField(),
        phoneField('Mobile Number', true),
        emailField('Email Address'),
        hiddenField('car_id', car ? String(car.id) : undefined),
        checkboxField('terms_conditions', 'Disclaimer', {
          requiredMessage: messages.tradeInDisclaimer,
          description: 'I agree to the terms of use and to being contacted about my trade-in.',
        }),
      ]
    case 'finance-enquiry':
      return [
        ...contactDetails(),
        postcodeField(false),
        ...choices(context),
        moneyField('vehicle_price_budget', 'Vehicle Price Budget', false, 0, 10_000_000),
        comments(context, false),
        ...consent(context),
      ]
    case 'finance-pre-approval':
      return [
        ...splitNameDetails(),
        postcodeField(),
        selectField('residency_status', 'Residency Status', residencyOptions, true),
        selectField('employment_status', 'Employment Status', employmentOptions, true),
        moneyField('annual_income', 'Annual Income (before tax)', true, 0, 10_000_000),
        moneyField('loan_amount', 'Loan Amount', true, loanAmount.min, loanAmount.max),
        moneyField('deposit', 'Deposit or Trade-in', false, depositBounds.min, depositBounds.max),
        selectField('loan_term', 'Loan Term', loanTermOptions, false, '5'),
        ...choices(context),
        comments(context, false),
        ...consent(context),
      ]
    case 'sell-my-car':
      return [
        ...contactDetails(),
        postcodeField(false),
        regoField(true),
        selectField('state', 'State', options([...australianStates]), true, context.defaultState ?? 'QLD'),
        textField('make', 'Make', true),
        textField('model', 'Model', true),
        numberField('year', 'Year', true, 1900, newestCarYear(context.today)),
        numberField('km', 'Kilometres', true, 0, 2_000_000),
        textareaField('details', 'Tell us about your car', false),
        ...choices(context),
        ...consent(context),
      ]
    case 'service-booking':
      return [
        ...contactDetails(),
        regoField(false),
        textField('make_model', 'Make and Model', true),
        dateField('preferred_date', 'Preferred Date', true, context.today),
        selectField('service_type', 'Service Type', context.serviceTypes ?? defaultServiceTypes, true),
        ...(context.additionalServices?.length
          ? [
              checkboxesField(
                'additional_services',
                'Additional Services',
                options(context.additionalServices),
              ),
            ]
          : []),
        ...choices(context),
        comments(context, false),
        ...consent(context),
      ]
    case 'contact':
      return [
        ...contactDetails(),
        regoField(false),
        ...choices(context),
        comments(context),
        hiddenField('location_id', idText(context.locationId)),
        ...consent(context),
      ]
    case 'location':
      return [
        ...contactDetails(),
        regoField(false),
        comments(context),
        hiddenField('location_id', idText(context.locationId)),
        ...consent(context),
      ]
    case 'model-quote':
      return [
        ...contactDetails(),
        postcodeField(),
        ...choices(context),
        comments(context, false),
        hiddenField('model_id', context.model?.id),
        hiddenField('model_name', context.model?.name),
        hiddenField('vehicle', context.model?.vehicle),
        ...consent(context),
      ]
    case 'reserve':
      return [...contactDetails(), postcodeField(), ...consent(context, false)]
  }
}

function idText(id: string | number | undefined): string | undefined {
  return id === undefined ? undefined : String(id)
}
