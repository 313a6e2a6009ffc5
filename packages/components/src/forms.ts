// Forms, dialogs and the shopper's account pieces: the '@forecourt/components/forms' entry. Each component is a
// module of its own in dist, so a page loads only the forms it shows.
export { AppointmentPicker, defaultAppointmentTexts } from './appointment-picker/appointment-picker'
export { CheckoutForm, defaultCheckoutTexts } from './checkout-form/checkout-form'
export { CompareTable, defaultCompareTexts } from './compare-table/compare-table'
export { Dialog } from './dialog/dialog'
export { ErrorSummary } from './form-fields/error-summary'
export { FieldList } from './form-fields/field-list'
export { defaultFormAlertMessage, FormAlert } from './form-fields/form-alert'
export { FormSuccess } from './form-fields/form-success'
export { defaultFormFieldTexts, FormFieldControl } from './form-fields/form-field-control'
export { initialValues, moneyText, moneyValue, requiredErrors } from './form-fields/form-values'
export { HoneypotField } from './form-fields/honeypot-field'
export { SubmitButton } from './form-fields/submit-button'
export { defaultLeadFormTexts, LeadForm } from './lead-form/lead-form'
export { defaultMultiStepFormTexts, MultiStepForm } from './multi-step-form/multi-step-form'
export { defaultStepProgressTexts, StepProgress } from './multi-step-form/step-progress'
export { defaultSignInTexts, SignInForm, signInDestination } from './sign-in-form/sign-in-form'
export { CarSummary } from './success-panel/car-summary'
export { SuccessPanel } from './success-panel/success-panel'
export { australianStates, defaultTradeInTexts, TradeInJourney } from './trade-in-journey/trade-in-journey'
export { WatchlistButton } from './watchlist-button/watchlist-button'
export { defaultWatchlistToastTexts, watchlistToast } from './watchlist-button/watchlist-toast'

export type {
  AppointmentDay,
  AppointmentPickerProps,
  AppointmentPickerTexts,
} from './appointment-picker/appointment-picker'
export type {
  CardDetails,
  CardFieldKey,
  CheckoutFormProps,
  CheckoutFormTexts,
} from './checkout-form/checkout-form'
export type { CompareCar, CompareTableProps, CompareTableTexts } from './compare-table/compare-table'
export type { DialogProps } from './dialog/dialog'
export type { ErrorSummaryItem, ErrorSummaryProps } from './form-fields/error-summary'
export type { FieldListProps, FieldRenderProps, RenderField } from './form-fields/field-list'
export type { FormAlertProps } from './form-fields/form-alert'
export type { FormSuccessProps } from './form-fields/form-success'
export type { FormFieldControlProps, FormFieldTexts } from './form-fields/form-field-control'
export type {
  CarSummaryData,
  FieldErrors,
  FormField,
  FormStatus,
  FormValues,
  SubmitResult,
} from './form-fields/form-types'
export type { HoneypotFieldProps } from './form-fields/honeypot-field'
export type { SubmitButtonProps } from './form-fields/submit-button'
export type { LeadFormProps, LeadFormTexts } from './lead-form/lead-form'
export type {
  FormStep,
  MultiStepFormProps,
  MultiStepFormTexts,
  StepRenderProps,
} from './multi-step-form/multi-step-form'
export type { StepProgressProps, StepProgressTexts } from './multi-step-form/step-progress'
export type { SignInFormProps, SignInFormTexts } from './sign-in-form/sign-in-form'
export type { CarSummaryProps } from './success-panel/car-summary'
export type { SuccessPanelProps } from './success-panel/success-panel'
export type {
  AdjustmentQuestion,
  RegoLookupResult,
  TradeInJourneyProps,
  TradeInJourneyTexts,
  TradeInStep,
  TradeInVehicle,
} from './trade-in-journey/trade-in-journey'
export type { WatchlistButtonProps, WatchlistButtonTexts } from './watchlist-button/watchlist-button'
export type { WatchlistToastTexts } from './watchlist-button/watchlist-toast'
