/**
 * Test helpers of `@forecourt/adf`, for Node: validate a document against the ADF 1.0 DTD with libxml2's xmllint.
 * @example
 * import { validateAdf } from '@forecourt/adf/testing'
 * expect(await validateAdf(renderAdf(input))).toEqual({ valid: true, errors: '' })
 */
export { adfDtdPath, validateAdf } from './validate-adf'

export type { AdfValidation } from './validate-adf'
