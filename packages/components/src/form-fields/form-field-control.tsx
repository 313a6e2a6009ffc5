import { useId, useState, type HTMLAttributes } from 'react'
import { cx } from '../format'
import type { FormField } from './form-types'
import { moneyText, moneyValue } from './form-values'

/** Visible and accessible texts of {@link FormFieldControl}. */
export interface FormFieldTexts {
  /** Shown after a required field's label; hidden from screen readers, which hear `required` instead. @defaultValue '*' */
  requiredMarker: string
  /** The empty first choice of a select. @defaultValue 'Please select' */
  selectPlaceholder: string
  /** Read before an error message, so it is not mistaken for help text. @defaultValue 'Error:' */
  errorPrefix: string
  /** The sign before a money field. @defaultValue '$' */
  currency: string
}

/** Default texts of {@link FormFieldControl}. */
export const defaultFormFieldTexts: FormFieldTexts = {
  requiredMarker: '*',
  selectPlaceholder: 'Please select',
  errorPrefix: 'Error:',
  currency: '$',
}

/** Props of {@link FormFieldControl}. */
export interface FormFieldControlProps {
  /** The field to render, as lead-client describes it. */
  field: FormField
  /** Its value: text, or a boolean for a checkbox. */
  value: string | boolean
  /** Called on every change with the new value (a money field's value has no $ sign and no commas). */
  onChange: (value: string | boolean, field: FormField) => void
  /** Called when the control loses focus. */
  onBlur?: (field: FormField) => void
  /** The field's error message: shown under the label, tied with aria-describedby and marks the control invalid. */
  error?: string
  /** The control's id, e.g. for error-summary links. @defaultValue a generated id */
  id?: string
  /** @defaultValue false */
  disabled?: boolean
  /** The on-screen keyboard, e.g. 'numeric' for a one-time code. @defaultValue by kind: email, tel, numeric (postcode, money), decimal (number) */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  /** Texts replacing the English defaults. @defaultValue {@link defaultFormFieldTexts} */
  texts?: Partial<FormFieldTexts>
}

const defaultAutoComplete: Partial<Record<FormField['kind'], string>> = {
  email: 'email',
  tel: 'tel',
  postcode: 'postal-code',
}

const inputModes: Partial<Record<FormField['kind'], HTMLAttributes<HTMLInputElement>['inputMode']>> = {
  email: 'email',
  tel: 'tel',
  postcode: 'numeric',
  money: 'numeric',
  number: 'decimal',
}

const inputTypes: Partial<Record<FormField['kind'], string>> = { email: 'email', tel: 'tel', date: 'date' }

/**
 * One form field from its lead-client descriptor: the label with a required marker, the description and the error
 * message tied to the control with aria-describedby, aria-invalid while in error, and the right control for its kind
 * (select, checkbox, textarea, a 4-digit postcode, a $ money field with thousands separators, email and phone with
 * their autocomplete and keyboard). Controls carry the field's `name`, so a form also posts without JavaScript.
 * @example <FormFieldControl field={{ name: 'postcode', label: 'Postcode', kind: 'postcode', required: true }} value={postcode} onChange={(value) => setPostcode(String(value))} />
 */
export function FormFieldControl({
  field,
  value,
  onChange,
  onBlur,
  error,
  id,
  disabled = false,
  inputMode,
  texts,
}: FormFieldControlProps) {
  const t = { ...defaultFormFieldTexts, ...texts }
  const generatedId = useId()
  const controlId = id ?? `${generatedId}-${field.name}`
  const descriptionId = `${controlId}-description`
  const errorId = `${controlId}-error`
  // A money field shows what is typed while focused and its formatted value once the shopper moves on.
  const [draft, setDraft] = useState<string | null>(null)

  if (field.kind === 'hidden') {
    return <input type="hidden" id={controlId} name={field.name} value={String(value)} />
  }

  const describedBy = [field.description ? descriptionId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ')
  const common = {
    id: controlId,
    disabled,
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onBlur: () => {
      setDraft(null)
      onBlur?.(field)
    },
  } as const
  const text = typeof value === 'string' ? value : ''
  const marker = field.required ? (
    <span className="fc-formfield__marker" aria-hidden="true">
      {' '}
      {t.requiredMarker}
    </span>
  ) : null
  const label = (
    <label className="fc-formfield__label" htmlFor={controlId}>
      {field.label}
      {marker}
    </label>
  )
  const notes = (
    <>
      {field.description ? (
        <p className="fc-formfield__description" id={descriptionId}>
          {field.description}
        </p>
      ) : null}
      {error ? (
        <p className="fc-formfield__error" id={errorId}>
          <span className="fc-sr-only">{t.errorPrefix}</span> {error}
        </p>
      ) : null}
    </>
  )

  if (field.kind === 'checkboxes') {
    // The value is the ticked options' values, one per line, in the options' order (lead-client's `checkboxes`).
    const ticked = new Set(text.split('\n').filter(Boolean))
    const options = field.options ?? []
    const toggle = (option: string, on: boolean) => {
      const next = options
        .map((candidate) => candidate.value)
        .filter((candidate) => (candidate === option ? on : ticked.has(candidate)))
      onChange(next.join('\n'), field)
    }
    return (
      <fieldset className={cx('fc-formfield', 'fc-formfield--checkboxes', error && 'fc-formfield--invalid')}>
        <legend className="fc-formfield__label">
          {field.label}
          {marker}
        </legend>
        {options.map((option, index) => {
          const optionId = index === 0 ? controlId : `${controlId}-${index}`
          return (
            <div className="fc-formfield__check" key={option.value}>
              <input
                id={optionId}
                className="fc-formfield__checkbox"
                type="checkbox"
                name={field.name}
                value={option.value}
                disabled={disabled}
                aria-invalid={common['aria-invalid']}
                aria-describedby={common['aria-describedby']}
                checked={ticked.has(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={common.onBlur}
              />
              <label className="fc-formfield__label" htmlFor={optionId}>
                {option.label}
              </label>
            </div>
          )
        })}
        {notes}
      </fieldset>
    )
  }

  if (field.kind === 'checkbox') {
    return (
      <div className={cx('fc-formfield', 'fc-formfield--checkbox', error && 'fc-formfield--invalid')}>
        <div className="fc-formfield__check">
          <input
            {...common}
            className="fc-formfield__checkbox"
            type="checkbox"
            name={field.name}
            value="true"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked, field)}
          />
          {label}
        </div>
        {notes}
      </div>
    )
  }

  let control
  if (field.kind === 'textarea') {
    control = (
      <textarea
        {...common}
        className="fc-formfield__input fc-formfield__textarea"
        name={field.name}
        rows={4}
        maxLength={field.maxLength}
        autoComplete={field.autoComplete}
        value={text}
        onChange={(event) => onChange(event.target.value, field)}
      />
    )
  } else if (field.kind === 'select') {
    control = (
      <select
        {...common}
        className="fc-formfield__input fc-formfield__select"
        name={field.name}
        autoComplete={field.autoComplete}
        value={text}
        onChange={(event) => onChange(event.target.value, field)}
      >
        <option value="">{t.selectPlaceholder}</option>
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )
  } else if (field.kind === 'money') {
    // The visible box shows '25,000'; a hidden input posts the plain number under the field's name.
    control = (
      <div className="fc-formfield__affixed">
        <span className="fc-formfield__affix" aria-hidden="true">
          {t.currency}
        </span>
        <input
          {...common}
          className="fc-formfield__input"
          type="text"
          inputMode="numeric"
          autoComplete={field.autoComplete ?? 'off'}
          maxLength={field.maxLength}
          value={draft ?? moneyText(text)}
          onChange={(event) => {
            setDraft(event.target.value)
            onChange(moneyValue(event.target.value), field)
          }}
        />
        <input type="hidden" name={field.name} value={text} />
      </div>
    )
  } else {
    control = (
      <input
        {...common}
        className="fc-formfield__input"
        type={inputTypes[field.kind] ?? 'text'}
        name={field.name}
        inputMode={inputMode ?? inputModes[field.kind]}
        autoComplete={field.autoComplete ?? defaultAutoComplete[field.kind]}
        maxLength={field.kind === 'postcode' ? 4 : field.maxLength}
        value={text}
        onChange={(event) => onChange(event.target.value, field)}
      />
    )
  }

  return (
    <div className={cx('fc-formfield', `fc-formfield--${field.kind}`, error && 'fc-formfield--invalid')}>
      {label}
      {notes}
      {control}
    </div>
  )
}
