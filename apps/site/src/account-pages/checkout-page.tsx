import { CheckoutForm, StepProgress, SuccessPanel, type CheckoutFormTexts } from '@forecourt/components/forms'
import { reservationHoldText } from '@forecourt/lead-client'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { useLeadForm } from '../leads/lead-forms'
import type { CarSummary, LinkItem, SiteShell } from '../site/site-types'
import { reserveCar } from './account-api'
import { carSummaryData } from './car-summary-data'
import type { CheckoutData } from './checkout-loader'

/** How the checkout is framed: reserving the car, or buying it online (the same payment, spec section 2). */
export type CheckoutFraming = 'reserve' | 'online-purchase'

/** The steps of buying online, as the shopper sees them before paying. */
export const onlinePurchaseSteps = [
  'Your details',
  'Reservation payment',
  'We contact you to finalise finance, trade-in and delivery',
]

/** Props of {@link CheckoutPage}. */
export interface CheckoutPageProps {
  data: CheckoutData
  framing: CheckoutFraming
}

/**
 * /cars/{slug}/checkout (or buy-online) and /checkout-journey: the car, the tenant's reserve price, the shopper's
 * details from lead-client's reserve form and the card, paid through POST /api/reservations. A car the site does
 * not know, or one that can no longer be reserved, gets a clear message with links onwards instead of a redirect.
 * @example <CheckoutPage data={Route.useLoaderData()} framing="reserve" />
 */
export function CheckoutPage({ data, framing }: CheckoutPageProps) {
  const { shell, car, requested } = data
  const buying = framing === 'online-purchase'
  if (!car)
    return (
      <CheckoutNotice
        heading={requested ? 'We couldn’t find that car' : 'Choose a car to buy online'}
        message={
          requested
            ? 'It may have been sold or taken off our website. Browse our stock for something similar, or contact us and we will help you find it.'
            : 'Open a car you like and choose Buy Online to reserve it and start your purchase.'
        }
        links={shell.helpfulLinks}
      />
    )
  if (!car.reserveHref)
    return (
      <CheckoutNotice
        heading={buying ? 'This car can’t be bought online' : 'This car can’t be reserved'}
        message={`${car.name} is ${car.reserved ? 'already reserved' : 'no longer available'}. Have a look at similar cars, or contact us and we will help.`}
        links={[
          { label: 'View the car', href: car.href },
          ...shell.helpfulLinks.filter((link) => link.href !== '/'),
        ]}
      />
    )
  return <CheckoutFlow shell={shell} car={car} framing={framing} />
}

function CheckoutNotice({
  heading,
  message,
  links,
}: {
  heading: string
  message: string
  links: LinkItem[]
}) {
  return (
    <div className="fc-section fc-account">
      <div className="fc-panel fc-account__notice">
        <h1 className="fc-account__heading">{heading}</h1>
        <p>{message}</p>
        <ul className="fc-account__links">
          {links.map((link, index) => (
            <li key={link.href}>
              <a className={index === 0 ? 'fc-button' : 'fc-button fc-button--outline'} href={link.href}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

const onlinePurchaseTexts: Partial<CheckoutFormTexts> = {
  heading: 'Your details and payment',
  submit: 'Buy Online',
  reserveAmount: 'Pay today',
  reserveNote: 'Pay {amount} today to hold this car while we finalise your purchase with you.',
  paymentHeading: 'Reservation payment',
}

function CheckoutFlow({
  shell,
  car,
  framing,
}: {
  shell: SiteShell
  car: CarSummary
  framing: CheckoutFraming
}) {
  const router = useRouter()
  const model = useLeadForm(shell.forms, 'reserve', { car: car.leadCar })
  const [paid, setPaid] = useState<{ reservationId: string | null } | null>(null)
  const buying = framing === 'online-purchase'
  const price = shell.forms.reserve.priceLabel
  const hold = reservationHoldText(shell.forms.reserve.holdHours)
  const summary = carSummaryData(car)
  const success = () => (
    <SuccessPanel
      heading={buying ? 'Your purchase has started' : 'Car reserved'}
      headingLevel={buying ? 3 : 2}
      message={
        <>
          <p>
            {buying
              ? `We have received your ${price} reservation payment and ${car.name} is held for you for ${hold}. We will contact you shortly to finalise finance, trade-in and delivery.`
              : `We have received your ${price} payment and ${car.name} is reserved for you for ${hold}. We will contact you shortly.`}
          </p>
          {paid?.reservationId ? <p>Reservation number: {paid.reservationId}</p> : null}
        </>
      }
      links={[
        { label: 'View the car', href: car.href },
        ...(shell.searchHref ? [{ label: 'Keep browsing', href: shell.searchHref }] : []),
      ]}
    />
  )
  const form = (
    <CheckoutForm
      car={summary}
      reserveAmountText={price}
      fields={model.definition.fields}
      defaultValues={model.defaultValues}
      validate={(values) => model.validate(values)}
      headingLevel={buying ? 2 : 1}
      onPay={async (card, values) => {
        const { result, reservationId } = await reserveCar(car.id, card, values)
        if (result.ok) {
          setPaid({ reservationId })
          // Pages loaded before the payment (the vehicle page, cards) still say the car can be reserved.
          router.clearCache()
        }
        return result
      }}
      renderSuccess={success}
      {...(buying ? { texts: onlinePurchaseTexts } : {})}
    />
  )
  return (
    <div className="fc-section fc-account">
      {buying ? (
        <>
          <h1 className="fc-account__heading">Buy this car online</h1>
          <p className="fc-account__intro">
            Reserve {car.name} with a {price} payment today. We then contact you to finalise finance, your
            trade-in and delivery.
          </p>
          <StepProgress steps={onlinePurchaseSteps} current={paid ? 2 : 0} />
        </>
      ) : null}
      {form}
    </div>
  )
}
