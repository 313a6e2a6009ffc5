import { leadCategory, submitLabels } from './categories.js'
import { formFields } from './form-fields.js'
import type { FormContext, FormDefinition, FormName } from './form-types.js'

/**
 * A lead form as data, so one generic UI renders every form: the fields in order (spec §3 form fields,
 * §5 rules on which are shown and required), the submit button text, and the lead category and
 * subcategory. The same context gives the same fields in the browser and on the server.
 * @example formDefinition('enquiry', { general: true }).fields.map((field) => field.name)
 * // ['name', 'email', 'phone', 'category', 'message', 'opt_in']
 * @example formDefinition('trade-in', {}).category // 'Trade-In'
 */
export function formDefinition(form: FormName, context: FormContext = {}): FormDefinition {
  const { category, subcategory } = leadCategory(form, context.car)
  return {
    form,
    fields: formFields(form, context).map(({ field }) => field),
    submitLabel: submitLabels[form],
    category,
    subcategory,
  }
}
