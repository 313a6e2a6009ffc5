/**
 * A lead as ADF 1.0 XML (Auto-lead Data Format, the automotive CRM lead standard): {@link renderAdf} writes one
 * document per lead, with the car, the shopper's own car on a trade-in, the shopper, the dealership and the rest
 * of what the shopper sent as comment lines. Pure: no Node-only module, no DOM, no dependency.
 * @example
 * import { renderAdf } from '@forecourt/adf'
 * const xml = renderAdf({ lead, car: null, dealership: null, provider: { name: 'Forecourt' } })
 */
export { renderAdf } from './adf'
export { customerOf, scalarText, tradeInOf } from './lead-fields'
export { escapeXml, stripIllegalXmlChars } from './xml'

export type { AdfCar, AdfDealership, AdfInput } from './adf'
export type { AdfJson, AdfLead } from './adf-lead'
export type { LeadCustomer, TradeIn } from './lead-fields'
