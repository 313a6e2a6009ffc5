// Demo fields and a validator shaped like lead-client's, for stories and tests only (not built).
import type { FieldErrors, FormField, FormValues } from './form-types'

export const enquiryFields: FormField[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true, autoComplete: 'name' },
  { name: 'email', label: 'Email Address', kind: 'email', required: true },
  { name: 'phone', label: 'Mobile Number', kind: 'tel', required: true },
  {
    name: 'category',
    label: 'Enquiry type',
    kind: 'select',
    required: true,
    options: [
      { value: 'sales', label: 'Sales' },
      { value: 'service', label: 'Service' },
      { value: 'parts', label: 'Parts' },
    ],
  },
  { name: 'message', label: 'Comments', kind: 'textarea', required: true, maxLength: 2000 },
  { name: 'opt_in', label: 'Keep me up to date with offers', kind: 'checkbox', required: false },
  { name: 'page_id', label: 'Page', kind: 'hidden', required: false, defaultValue: 'vdp' },
]

export const tradeInFields: FormField[] = [
  { name: 'name', label: 'First Name', kind: 'text', required: true, autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last Name', kind: 'text', required: true, autoComplete: 'family-name' },
  {
    name: 'postcode',
    label: 'Postcode',
    kind: 'postcode',
    required: true,
    description: 'Where the car is kept.',
  },
  { name: 'phone', label: 'Mobile Number', kind: 'tel', required: true },
  { name: 'email', label: 'Email Address', kind: 'email', required: true },
  {
    name: 'disclaimer',
    label: 'I agree to the terms of use and privacy policy',
    kind: 'checkbox',
    required: true,
  },
]

const blank = (value: string | boolean | undefined) => String(value ?? '').trim() === ''

/** Like lead-client's validator: the spec's trade-in messages, plain ones elsewhere. */
export function demoValidate(values: FormValues): FieldErrors {
  const errors: FieldErrors = {}
  if ('name' in values && blank(values.name)) errors.name = 'Please enter your name.'
  if ('last_name' in values && blank(values.last_name)) errors.last_name = 'Please enter your last name.'
  if ('email' in values && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(values.email)))
    errors.email = 'Please enter a valid email address.'
  if ('phone' in values && !/^0[2-478]\d{8}$/.test(String(values.phone).replace(/\s/g, '')))
    errors.phone = 'Please enter a valid Australian phone number.'
  if ('postcode' in values && !/^\d{4}$/.test(String(values.postcode)))
    errors.postcode = 'Invalid postcode. Please enter a 4-digit number.'
  if ('disclaimer' in values && values.disclaimer !== true)
    errors.disclaimer = '*You must agree to the terms of use before submitting.'
  if ('category' in values && blank(values.category)) errors.category = 'Please choose an enquiry type.'
  if ('message' in values && blank(values.message)) errors.message = 'Please enter your comments.'
  return errors
}

export const filledEnquiry: FormValues = {
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  phone: '0412 345 678',
  category: 'sales',
  message: 'Is the HiLux still available for a test drive this weekend?',
  opt_in: false,
  page_id: 'vdp',
}

export const demoCar = {
  name: '2023 Toyota HiLux SR5 Double Cab',
  image: { src: '/images/vehicles/ute/white.jpg', alt: '' },
  priceText: '$58,990 Drive Away',
  href: '/cars/2023-toyota-hilux-sr5',
}

/** A promise that settles after `ms`, for stories. */
export const later = <T>(value: T, ms = 800) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms))

/** A promise that never settles: keeps a form in its submitting state. */
export const never = <T>() => new Promise<T>(() => undefined)
