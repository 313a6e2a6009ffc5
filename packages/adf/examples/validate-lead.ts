import { validateAdf, type AdfValidation } from '@forecourt/adf/testing'

/**
 * Checks an ADF document against the ADF 1.0 DTD the package ships, with xmllint (Node only; a machine without
 * xmllint rejects rather than passes).
 * @example await validateLead(enquiryAdf()) // { valid: true, errors: '' }
 */
export async function validateLead(xml: string): Promise<AdfValidation> {
  return await validateAdf(xml) // { valid: true, errors: '' }, or valid: false and xmllint's messages
}
