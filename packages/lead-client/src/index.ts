export { messages } from './messages.js'
export { fieldLimits } from './field-limits.js'
export { parseAmount, parseWholeNumber } from './numbers.js'
export { isAustralianMobile, normaliseAustralianPhone } from './phone.js'
export { australianStates, formNames } from './form-types.js'
export { formDefinition } from './form-definition.js'
export {
  defaultEnquiryCategories,
  defaultServiceTypes,
  formCategories,
  generalEnquiryCategory,
  leadCategory,
  submitLabels,
  tradeInSubcategories,
} from './categories.js'
export { errorSummary, formSchema, validateForm } from './validate-form.js'
export { honeypotField, isHoneypotFilled } from './honeypot.js'
export { buildLeadPayload } from './lead-payload.js'
export { leadRequestSchema } from './lead-request.js'
export { readLeadRequest } from './read-lead-request.js'
export { enquiryEventId, enquiryEvents } from './analytics.js'
export { createLeadClient } from './lead-client.js'
export { backoffDelay, defaultRetryPolicy, retryAfterMs } from './retry.js'
export { randomUuid } from './random-id.js'
export { defaultOutboxKey, outboxLimit } from './outbox.js'
export { parseSuccessRecord, rememberedDetails, successRecord } from './success-record.js'
export { formContextFor } from './form-context.js'
export { reservationHoldText } from './reservation-hold.js'
export {
  centsText,
  onlinePaymentBounds,
  onlinePaymentFields,
  onlinePaymentMessages,
  validateOnlinePayment,
} from './online-payment-form.js'

export type { AustralianState, FieldErrors, FormContext, FormDefinition, FormField } from './form-types.js'
export type { FormName, FormOption, FormValues } from './form-types.js'
export type { LeadCar } from './lead-car.js'
export type { FormValidation, LeadValues } from './validate-form.js'
export type { LeadJson, LeadPage, LeadPayload, LeadPayloadInput } from './lead-payload.js'
export type { LeadAcceptedResponse, LeadErrorResponse, LeadRequest, LeadSubmission } from './lead-request.js'
export type { LeadRequestReading } from './read-lead-request.js'
export type { EnquiryEventId } from './analytics.js'
export type {
  LeadClient,
  LeadClientOptions,
  LeadFetch,
  LeadFetchResponse,
  LeadResult,
} from './lead-client.js'
export type { RetryPolicy } from './retry.js'
export type { LeadStorage, OutboxEntry } from './outbox.js'
export type { SuccessCar, SuccessRecord } from './success-record.js'
export type { FormsConfig, FormSubject } from './form-context.js'
export type { OnlinePaymentValues } from './online-payment-form.js'
