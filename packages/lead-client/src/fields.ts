import { fieldLimits } from './field-limits.js'
import { emailError, isCalendarDay, nameError, normaliseRego, toChecked, toText } from './field-rules.js'
import type { FormField, FormOption } from './form-types.js'
import { messages } from './messages.js'
import { parseAmount, parseWholeNumber } from './numbers.js'
import { isAustralianMobile, normaliseAustralianPhone } from './phone.js'

/** The validated value of a field (undefined: an empty optional field, left out), or its one error. */
export type FieldCheck = { value: string | boolean | undefined } | { error: string }

/** A field of a form definition together with its validation rule. */
export interface DefinedField {
  field: FormField
  check: (raw: unknown) => FieldCheck
}

/** Common shape of a text rule: empty handling, length limit, then the field's own check. */
function textRule(
  field: FormField,
  limit: number,
  rule: (text: string) => FieldCheck = (text) => ({ value: text }),
): DefinedField {
  return {
    field,
    check: (raw) => {
      const text = toText(raw)
      if (text === '')
        return field.required ? { error: messages.required(field.label) } : { value: undefined }
      if (text.length > limit) return { error: messages.tooLong(limit) }
      return rule(text)
    },
  }
}

/** A person's name (Australian convention: 1–60 letters, spaces, apostrophes, hyphens, full stops). */
export function nameField(name: string, label: string, autoComplete: string): DefinedField {
  const field: FormField = {
    name,
    label,
    kind: 'text',
    required: true,
    autoComplete,
    maxLength: fieldLimits.name,
  }
  return {
    field,
    check: (raw) => {
      const text = toText(raw).replace(/\s+/g, ' ')
      if (text === '') return { error: messages.required(label) }
      const error = nameError(text)
      return error ? { error } : { value: text }
    },
  }
}

/** The shopper's email address. */
export function emailField(label = 'Email Address'): DefinedField {
  const field: FormField = {
    name: 'email',
    label,
    kind: 'email',
    required: true,
    autoComplete: 'email',
    maxLength: fieldLimits.email,
  }
  return {
    field,
    check: (raw) => {
      const text = toText(raw)
      if (text === '') return { error: messages.required(label) }
      const error = emailError(text)
      return error ? { error } : { value: text }
    },
  }
}

/** The shopper's phone, normalised to +61; `mobileOnly` for fields labelled Mobile Number. */
export function phoneField(label = 'Phone Number', mobileOnly = false): DefinedField {
  const field: FormField = {
    name: 'phone',
    label,
    kind: 'tel',
    required: true,
    autoComplete: 'tel',
    maxLength: fieldLimits.phone,
  }
  const invalid = mobileOnly ? messages.mobileInvalid : messages.phoneInvalid
  return {
    field,
    check: (raw) => {
      const text = toText(raw)
      if (text === '') return { error: messages.required(label) }
      const phone = normaliseAustralianPhone(text)
      if (phone === null || (mobileOnly && !isAustralianMobile(phone))) return { error: invalid }
      return { value: phone }
    },
  }
}

/** An Australian postcode: exactly 4 digits (spec §5 trade-in postcode, used for every postcode). */
export function postcodeField(required = true): DefinedField {
  const field: FormField = {
    name: 'postcode',
    label: 'Postcode',
    kind: 'postcode',
    required,
    autoComplete: 'postal-code',
    maxLength: fieldLimits.postcode,
  }
  return {
    field,
    check: (raw) => {
      const text = toText(raw)
      if (text === '' && !required) return { value: undefined }
      return /^\d{4}$/.test(text) ? { value: text } : { error: messages.tradeInPostcode }
    },
  }
}

/** Multi-line text such as the comments. */
export function textareaField(name: string, label: string, required: boolean): DefinedField {
  const field: FormField = { name, label, kind: 'textarea', required, maxLength: fieldLimits.message }
  return textRule(field, fieldLimits.message)
}

/** Single-line free text such as a make or model. */
export function textField(
  name: string,
  label: string,
  required: boolean,
  autoComplete?: string,
): DefinedField {
  const field: FormField = { name, label, kind: 'text', required, maxLength: fieldLimits.text }
  if (autoComplete) field.autoComplete = autoComplete
  return textRule(field, fieldLimits.text)
}

/** A select whose value must be one of its options. */
export function selectField(
  name: string,
  label: string,
  options: FormOption[],
  required: boolean,
  defaultValue?: string,
): DefinedField {
  const field: FormField = { name, label, kind: 'select', required, options }
  if (defaultValue !== undefined) field.defaultValue = defaultValue
  const allowed = new Set(options.map((option) => option.value))
  return textRule(field, fieldLimits.hidden, (text) =>
    allowed.has(text) ? { value: text } : { error: messages.optionInvalid },
  )
}

/**
 * Checkboxes for several of `options`, none required: the value is the ticked options' values, one per line, in the
 * options' order (a value sent twice counts once); a value that is not one of the options is refused.
 */
export function checkboxesField(name: string, label: string, options: FormOption[]): DefinedField {
  const field: FormField = { name, label, kind: 'checkboxes', required: false, options }
  const order = options.map((option) => option.value)
  return textRule(field, order.join('\n').length, (text) => {
    const ticked = new Set(text.split('\n').filter((value) => value !== ''))
    if ([...ticked].some((value) => !order.includes(value))) return { error: messages.optionInvalid }
    return { value: order.filter((value) => ticked.has(value)).join('\n') }
  })
}

/** A checkbox; with a `requiredMessage` it must be ticked and that message says so. */
export function checkboxField(
  name: string,
  label: string,
  { requiredMessage, description }: { requiredMessage?: string; description?: string } = {},
): DefinedField {
  const field: FormField = { name, label, kind: 'checkbox', required: requiredMessage !== undefined }
  if (description) field.description = description
  return {
    field,
    check: (raw) => {
      const checked = toChecked(raw)
      return requiredMessage !== undefined && !checked ? { error: requiredMessage } : { value: checked }
    },
  }
}

/** A date `YYYY-MM-DD`, from `today` onwards when today is known. */
export function dateField(name: string, label: string, required: boolean, today?: string): DefinedField {
  const field: FormField = { name, label, kind: 'date', required }
  return textRule(field, 10, (text) => {
    if (!isCalendarDay(text)) return { error: messages.dateInvalid }
    if (today && isCalendarDay(today) && text < today) return { error: messages.dateInPast }
    return { value: text }
  })
}

/** A hidden field: the submitted text, else its default; left out when both are empty. */
export function hiddenField(name: string, defaultValue?: string): DefinedField {
  const field: FormField = { name, label: name, kind: 'hidden', required: false }
  if (defaultValue) field.defaultValue = defaultValue
  return {
    field,
    check: (raw) => {
      const text = toText(raw).slice(0, fieldLimits.hidden)
      return { value: text || defaultValue || undefined }
    },
  }
}

/** Dollars ($ and commas allowed) within bounds, as a plain number string, e.g. '30000'. */
export function moneyField(
  name: string,
  label: string,
  required: boolean,
  min: number,
  max: number,
): DefinedField {
  const field: FormField = { name, label, kind: 'money', required, maxLength: fieldLimits.number }
  return textRule(field, fieldLimits.number, (text) => {
    const amount = parseAmount(text)
    if (amount === null) return { error: messages.amountInvalid }
    if (amount < min || amount > max) return { error: messages.amountRange(min, max) }
    return { value: String(amount) }
  })
}

/** A whole number within bounds (kilometres, year), as digits. */
export function numberField(
  name: string,
  label: string,
  required: boolean,
  min: number,
  max: number,
): DefinedField {
  const field: FormField = { name, label, kind: 'number', required, maxLength: fieldLimits.number }
  return textRule(field, fieldLimits.number, (text) => {
    const number = parseWholeNumber(text)
    if (number === null) return { error: messages.numberInvalid }
    if (number < min || number > max) return { error: messages.numberRange(min, max) }
    return { value: String(number) }
  })
}

/** A registration plate, upper case without spaces. */
export function regoField(required: boolean): DefinedField {
  const field: FormField = {
    name: 'rego',
    label: 'Rego',
    kind: 'text',
    required,
    maxLength: fieldLimits.rego,
  }
  return textRule(field, fieldLimits.rego, (text) => {
    const rego = normaliseRego(text)
    return rego ? { value: rego } : { error: messages.regoInvalid }
  })
}
