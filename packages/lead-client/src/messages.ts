import { formatMoney } from '@forecourt/finance-math'
import { fieldLimits } from './field-limits.js'

/**
 * Every text a shopper can see from lead forms: the spec's exact wording where it gives one (sections 5
 * and 8, spelling kept, including 'occured'), and our own for what it leaves unstated (name, email and
 * phone bounds, required fields, dates, amounts). UIs show these; they never write their own.
 * @example messages.tradeInPostcode // 'Invalid postcode. Please enter a 4-digit number.'
 * @example messages.required('First Name') // 'First Name is required.'
 */
export const messages = {
  /** Spec §5 "Enquiry form": the terms checkbox some sites show. */
  enquiryTerms: 'You must agree to the terms of use before submitting the form',
  /** Spec §5 "Trade-in postcode"; also used for every other postcode field so the wording is one. */
  tradeInPostcode: 'Invalid postcode. Please enter a 4-digit number.',
  /** Spec §5 "Disclaimer checkbox" of the trade-in form (the leading asterisk is the spec's). */
  tradeInDisclaimer: '*You must agree to the terms of use before submitting.',
  /** Spec §5: header of the error summary, followed by a list. */
  errorSummaryHeader: 'Please fix the following errors:',
  /** Spec §8 "Lead submit failure": shown when the server returned no message (spelling is the spec's). */
  unexpectedError: 'An unexpected error occured',
  /** Spec §8 "Form submission failure": alert and form-level banner. */
  submitFailed: 'An error occurred when submitting this form',
  /** Spec §5/§8: postcode geocoding found nothing. */
  invalidPostcode: 'Invalid postcode',
  /** Spec §3 "Request Photos form": the hidden default message. */
  requestPhotos: 'Please send photos for this car',

  /** Ours: a required field left empty. */
  required: (label: string): string => `${label} is required.`,
  /** Ours: letters, spaces, apostrophes, hyphens and full stops only. */
  nameInvalid: 'Please use letters, spaces, apostrophes, hyphens or full stops only.',
  /** Ours: names longer than the limit. */
  nameTooLong: `Please enter no more than ${fieldLimits.name} characters.`,
  /** Ours: an address that cannot receive mail. */
  emailInvalid: 'Please enter a valid email address, e.g. name@example.com.au.',
  /** Ours: RFC 5321 path limit. */
  emailTooLong: `Please enter an email address of no more than ${fieldLimits.email} characters.`,
  /** Ours: not an Australian mobile or landline. */
  phoneInvalid: 'Please enter an Australian mobile or landline number, e.g. 0412 345 678 or 07 3123 4567.',
  /** Ours: fields labelled Mobile Number take mobiles only. */
  mobileInvalid: 'Please enter an Australian mobile number, e.g. 0412 345 678.',
  /** Ours: any text over its limit. */
  tooLong: (maxLength: number): string => `Please enter no more than ${maxLength} characters.`,
  /** Ours: a select value that is not one of its options. */
  optionInvalid: 'Please choose one of the options.',
  /** Ours: not a calendar date. */
  dateInvalid: 'Please enter a valid date.',
  /** Ours: bookings cannot be in the past. */
  dateInPast: 'Please choose today or a later date.',
  /** Ours: money fields take dollars, optionally with $ and commas. */
  amountInvalid: 'Please enter an amount in dollars, e.g. 30,000.',
  /** Spec §5 finance calculator wording ('Cannot be less than {min} or more than $250,000'), for every bounded amount. */
  amountRange: (min: number, max: number): string =>
    `Cannot be less than ${formatMoney(min)} or more than ${formatMoney(max)}`,
  /** Ours: number fields take whole numbers (a ' kms' suffix and commas are allowed). */
  numberInvalid: 'Please enter a whole number.',
  /** Ours: a number outside its bounds. */
  numberRange: (min: number, max: number): string => `Please enter a number from ${min} to ${max}.`,
  /** Ours: Australian plates are 1 to 9 letters and digits. */
  regoInvalid: 'Please enter a registration of 1 to 9 letters or numbers.',
} as const
