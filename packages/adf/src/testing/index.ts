/**
 * Test helpers of `@forecourt/adf`, for Node: validate a document against the ADF 1.0 DTD with libxml2's xmllint,
 * and a stored lead, car and dealership to render.
 * @example
 * import { validateAdf } from '@forecourt/adf/testing'
 * expect(await validateAdf(renderAdf(input))).toEqual({ valid: true, errors: '' })
 */
export { adfDtdPath, validateAdf } from './validate-adf'

export { sportage, storedLead, wattleBayKia } from './leads'

export type { AdfValidation } from './validate-adf'
export type { StoredLead } from './leads'
