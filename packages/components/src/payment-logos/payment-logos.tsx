import type { ReactNode } from 'react'

export type PaymentMethod = 'mastercard' | 'visa' | 'maestro' | 'google-pay' | 'apple-pay'

export interface PaymentLogosProps {
  /** Which marks to show, in order. @defaultValue all five: Mastercard, Visa, Maestro, Google Pay, Apple Pay */
  methods?: PaymentMethod[]
  /** Accessible name of the list. @defaultValue 'Accepted payment methods' */
  label?: string
}

const names: Record<PaymentMethod, string> = {
  mastercard: 'Mastercard',
  visa: 'Visa',
  maestro: 'Maestro',
  'google-pay': 'Google Pay',
  'apple-pay': 'Apple Pay',
}

/** Simple drawn marks (not the brands' artwork), 48×30 each. */
const marks: Record<PaymentMethod, ReactNode> = {
  mastercard: (
    <>
      <circle cx="19" cy="15" r="9" fill="#eb001b" />
      <circle cx="29" cy="15" r="9" fill="#f79e1b" fillOpacity="0.9" />
    </>
  ),
  visa: (
    <text
      x="24"
      y="20"
      textAnchor="middle"
      fontFamily="Arial, sans-serif"
      fontSize="14"
      fontStyle="italic"
      fontWeight="700"
      fill="#1a1f71"
    >
      VISA
    </text>
  ),
  maestro: (
    <>
      <circle cx="19" cy="15" r="9" fill="#0099df" />
      <circle cx="29" cy="15" r="9" fill="#eb001b" fillOpacity="0.85" />
    </>
  ),
  'google-pay': (
    <text
      x="24"
      y="20"
      textAnchor="middle"
      fontFamily="Arial, sans-serif"
      fontSize="12"
      fontWeight="700"
      fill="#3c4043"
    >
      <tspan fill="#4285f4">G</tspan> Pay
    </text>
  ),
  'apple-pay': (
    <>
      <path
        d="M12 11c1-.1 1.9-1 1.8-2.1-1 .1-1.9 1-1.8 2.1zm3 6.9c-.5.8-1 1.5-1.8 1.5s-1-.5-1.9-.5-1.2.5-1.9.5-1.3-.8-1.8-1.5c-1-1.5-1.7-4.1-.7-5.9.5-.9 1.4-1.4 2.3-1.4.8 0 1.4.5 1.9.5s1.3-.6 2.2-.5c.4 0 1.5.2 2.1 1.2-1.9 1.1-1.5 3.8.4 4.5-.2.5-.4.9-.8 1.6z"
        fill="#000"
      />
      <text
        x="30"
        y="19"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="11"
        fontWeight="600"
        fill="#000"
      >
        Pay
      </text>
    </>
  ),
}

const allMethods: PaymentMethod[] = ['mastercard', 'visa', 'maestro', 'google-pay', 'apple-pay']

/** The payment logo strip: Mastercard, Visa, Maestro, Google Pay and Apple Pay, each with an accessible name. */
export function PaymentLogos({
  methods = allMethods,
  label = 'Accepted payment methods',
}: PaymentLogosProps) {
  return (
    <ul className="fc-payments" aria-label={label}>
      {methods.map((method) => (
        <li key={method} className="fc-payments__item">
          <svg viewBox="0 0 48 30" width="48" height="30" role="img" aria-label={names[method]}>
            <rect x="0.5" y="0.5" width="47" height="29" rx="4" fill="#fff" stroke="#d5dae1" />
            {marks[method]}
          </svg>
        </li>
      ))}
    </ul>
  )
}
