import { Fragment, type ReactNode } from 'react'
import { FormFieldControl, type FormFieldTexts } from './form-field-control'
import type { FieldErrors, FormField, FormValues } from './form-types'

/** What a custom field renderer gets: everything to render a control for one field. */
export interface FieldRenderProps {
  field: FormField
  /** The id the error summary links to: give it to the control. */
  id: string
  value: string | boolean
  error?: string
  onChange: (value: string | boolean) => void
}

/**
 * Replaces the control of some fields, e.g. the test drive's 'Test Drive Booking Date' with an AppointmentPicker.
 * Return `undefined` to keep the standard control, `null` to render nothing.
 */
export type RenderField = (field: FormField, control: FieldRenderProps) => ReactNode | undefined

/** Props of {@link FieldList}. */
export interface FieldListProps {
  fields: readonly FormField[]
  values: FormValues
  errors: FieldErrors
  onChange: (name: string, value: string | boolean) => void
  idFor: (name: string) => string
  renderField?: RenderField
  texts?: Partial<FormFieldTexts>
}

/**
 * The fields of a form in order, each a {@link FormFieldControl} unless `renderField` supplies its own control.
 * @example <FieldList fields={fields} values={values} errors={errors} onChange={setValue} idFor={(name) => `enquiry-${name}`} />
 */
export function FieldList({ fields, values, errors, onChange, idFor, renderField, texts }: FieldListProps) {
  return (
    <>
      {fields.map((field) => {
        const control: FieldRenderProps = {
          field,
          id: idFor(field.name),
          value: values[field.name] ?? (field.kind === 'checkbox' ? false : ''),
          error: errors[field.name],
          onChange: (value) => onChange(field.name, value),
        }
        const custom = renderField?.(field, control)
        if (custom !== undefined) return <Fragment key={field.name}>{custom}</Fragment>
        return (
          <FormFieldControl
            key={field.name}
            field={field}
            id={control.id}
            value={control.value}
            error={control.error}
            onChange={control.onChange}
            texts={texts}
          />
        )
      })}
    </>
  )
}
