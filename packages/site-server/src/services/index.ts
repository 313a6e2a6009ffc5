// Services of the site server beyond the vehicle page: test-drive availability, finance quotes, rego lookup, trade-in
// valuation, payments and their endpoints. Each outside service is an interface with an embedded default and a real
// adapter chosen from the environment (DESIGN.md, "Outside services").
export { availableSlots, dayLabel, minutesOf, openingOn, timeLabel } from './appointments'
export { addDays, defaultTimeZone, instantAt, timeZoneForState, wallClock, weekdayOf } from './zoned-time'
export {
  comparisonBenchmark,
  comparisonRate,
  creditScoreBands,
  embeddedFinanceQuote,
  embeddedLoanFees,
  embeddedRateCard,
  financeQuoteFromEnv,
  httpFinanceQuote,
  parseQuoteRequest,
  quoteMessages,
} from './finance-quote'
export {
  australianState,
  australianStates,
  embeddedRegoLookup,
  httpRegoLookup,
  normaliseRego,
  parseRegoQuery,
  regoLookupFromEnv,
  regoMessages,
  regoNotFoundMessage,
} from './rego-lookup'
export {
  adjustmentPercent,
  answeredKm,
  adjustmentQuestions,
  checkAdjustmentAnswers,
  completeVehicle,
  defaultTradeInRules,
  embeddedTradeInValuer,
  httpTradeInValuer,
  median,
  needsManualValuation,
  onlineEstimateLimits,
  tradeInComparables,
  tradeInMessages,
  tradeInOffer,
  tradeInValuerFromEnv,
  vehicleFields,
} from './trade-in-valuation'
export {
  chargeProblem,
  embeddedTestPayments,
  luhnValid,
  parseExpiry,
  paymentMessages,
  paymentProviderFromEnv,
  testCards,
} from './payment'
export { serviceEndpoints, leadIdOf, serviceMessages, tradeInOfLead } from './service-endpoints'
export { serviceProvidersFromEnv } from './providers'
export { asRecord, numberField, requestJson, ServiceUnavailableError, stringField } from './outside-http'

export type { AppointmentDay, AppointmentTime, AvailabilityInput, AvailabilityLocation } from './appointments'
export type { WallClock } from './zoned-time'
export type {
  CreditScoreBand,
  FinanceQuote,
  FinanceQuoteProvider,
  HttpFinanceQuoteOptions,
  QuoteRequest,
} from './finance-quote'
export type {
  AustralianState,
  HttpRegoLookupOptions,
  RegoLookup,
  RegoQuery,
  RegoStockCar,
  RegoStockLocation,
  RegoVehicle,
} from './rego-lookup'
export type {
  AdjustmentAnswers,
  AdjustmentOption,
  AdjustmentQuestion,
  EmbeddedTradeInOptions,
  HttpTradeInOptions,
  TradeInOffer,
  TradeInRules,
  TradeInStockCar,
  TradeInValuer,
  TradeInVehicle,
} from './trade-in-valuation'
export type { CardDetails, ChargeRequest, ChargeResult, PaymentProvider, TestPaymentOptions } from './payment'
export type {
  LeadIdField,
  ServiceEndpointContext,
  ServiceEndpointKey,
  ServiceProviders,
} from './service-endpoints'
export type { JsonAnswer, OutsideServiceOptions } from './outside-http'
