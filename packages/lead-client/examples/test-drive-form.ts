import { formContextFor, formDefinition, validateForm, type FormsConfig } from '@forecourt/lead-client'

/**
 * The test-drive form of a page about no car in particular, from the tenant's `FormsConfig`: the browser renders
 * its fields and the server checks what arrives, both with the one context.
 * @example testDriveForm(forms, '2026-03-14').fields.map((field) => field.name) // ['name', 'email', 'phone', 'location', …]
 */
export function testDriveForm(forms: FormsConfig, today: string) {
  const context = formContextFor(forms, 'test-drive', { car: null, today })
  return {
    fields: formDefinition('test-drive', context).fields, // location select included: no car, so the shopper picks where
    check: (body: unknown) => validateForm('test-drive', body, context), // on the server, the same rules
  }
}
