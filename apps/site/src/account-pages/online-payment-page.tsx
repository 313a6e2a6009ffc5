import {
  CheckoutForm,
  FormFieldControl,
  initialValues,
  SuccessPanel,
  type CheckoutFormTexts,
  type FormValues,
} from '@forecourt/components/forms'
import {
  centsText,
  onlinePaymentBounds,
  onlinePaymentFields,
  parseAmount,
  validateOnlinePayment,
} from '@forecourt/lead-client'
import { signInRedirect } from '@forecourt/tenant-config/gated-pages'
import { useEffect, useMemo, useState } from 'react'
import { useSession } from '../leads/session'
import type { SiteShell } from '../site/site-types'
import { payOnline, type PaymentReceipt } from './account-api'

const paymentTexts: Partial<CheckoutFormTexts> = {
  heading: 'Make a Payment',
  submit: 'Pay Now',
  reserveAmount: 'Amount to pay',
  reserveNote: 'Your card is charged {amount} once, and you get a receipt straight away.',
  detailsHeading: 'What you are paying',
  paymentHeading: 'Card details',
  successHeading: 'Payment received',
}

/** The amount as the summary shows it while it is typed: dollars and cents, or $0.00 until it is an amount. */
function amountShown(values: FormValues): string {
  const amount = parseAmount(String(values.amount ?? ''))
  const { min, max } = onlinePaymentBounds
  return centsText(amount !== null && amount >= min && amount <= max ? Math.round(amount * 100) : 0)
}

const paidAt = new Intl.DateTimeFormat('en-AU', { dateStyle: 'long', timeStyle: 'short' })

/** When a receipt says it was paid, or null for a receipt without a readable time (a lead stored before it kept one). */
const paidOn = (text: string): string | null => {
  const date = new Date(text)
  return text && !Number.isNaN(date.valueOf()) ? paidAt.format(date) : null
}

/**
 * /online-payment (always behind sign-in): pay the dealership an amount, e.g. a deposit or an invoice, against its
 * reference number ($1 to $50,000), with the shopper's details and a card, through the site's payment provider
 * (POST /api/online-payment); then a receipt. The card goes in that one request and is kept nowhere.
 * @example <OnlinePaymentPage shell={shell} />
 */
export function OnlinePaymentPage({ shell }: { shell: SiteShell }) {
  const session = useSession()
  const fields = useMemo(() => onlinePaymentFields(shell.forms), [shell.forms])
  const [values, setValues] = useState<FormValues>(() => initialValues(fields))
  const [receipt, setReceipt] = useState<PaymentReceipt | null>(null)
  const { user } = session
  // The account's email and mobile fill in what the shopper has not typed yet.
  useEffect(() => {
    if (!user) return
    setValues((typed) => ({
      ...typed,
      ...(!typed.email && user.email ? { email: user.email } : {}),
      ...(!typed.phone && user.phone ? { phone: user.phone.replace(/^\+61/, '0') } : {}),
    }))
  }, [user])

  if (!session.loading && !user)
    return (
      <div className="fc-section fc-account fc-account--narrow">
        <h1 className="fc-account__heading">Make a Payment</h1>
        <p>
          Please sign in to pay {shell.name} online.{' '}
          <a className="fc-link" href={signInRedirect('online-payment', '/online-payment')}>
            Sign in
          </a>
        </p>
      </div>
    )
  return (
    <div className="fc-section fc-account">
      <CheckoutForm
        car={{ name: `Payment to ${shell.name}` }}
        reserveAmountText={amountShown(values)}
        fields={fields}
        values={values}
        onValuesChange={setValues}
        validate={(typed) => {
          const checked = validateOnlinePayment(shell.forms, typed)
          return checked.ok ? {} : checked.errors
        }}
        headingLevel={1}
        texts={paymentTexts}
        renderField={(field, control) =>
          field.name === 'amount' ? (
            <FormFieldControl
              field={field}
              id={control.id}
              value={control.value}
              error={control.error}
              onChange={control.onChange}
              // Amounts may have cents: the keyboard needs a decimal point.
              inputMode="decimal"
            />
          ) : undefined
        }
        onPay={async (card, typed) => {
          const paid = await payOnline(card, typed)
          if (paid.result.ok) setReceipt(paid.receipt)
          return paid.result
        }}
        renderSuccess={() => (
          <SuccessPanel
            heading="Payment received"
            headingLevel={2}
            message={
              receipt ? (
                <dl className="fc-account__details">
                  <div>
                    <dt>Reference</dt>
                    <dd>{receipt.reference}</dd>
                  </div>
                  <div>
                    <dt>Amount paid</dt>
                    <dd>{receipt.amount}</dd>
                  </div>
                  <div>
                    <dt>Receipt number</dt>
                    <dd>{receipt.payment_reference}</dd>
                  </div>
                  {paidOn(receipt.paid_at) ? (
                    <div>
                      <dt>Paid on</dt>
                      <dd>{paidOn(receipt.paid_at)}</dd>
                    </div>
                  ) : null}
                </dl>
              ) : (
                <p>Thank you. Your payment has been received.</p>
              )
            }
            links={[
              { label: 'Back to home', href: '/' },
              ...(shell.searchHref ? [{ label: 'Search our stock', href: shell.searchHref }] : []),
            ]}
          />
        )}
      />
    </div>
  )
}
