import { financeText, ratePair } from '@forecourt/finance-math'
import { useEffect, useId, useState } from 'react'
import type { FormPagesData } from '../site/form-pages-types'
import type { CarSummary, SiteShell } from '../site/site-types'
import { financeQuote, type FinanceQuote } from '../site/finance-quote'
import type { VehiclePage } from '../site/vehicle-types'
import { FinanceCalculatorSection } from './finance-calculator-section'
import { ContactAside, FormCar, FormPage, SiteLeadForm } from './form-page'

/** The quote shown: the car's own, else one asked of the quote service; undefined while asking, null for none. */
function useCarQuote(vehicle: VehiclePage): FinanceQuote | null | undefined {
  const carried = vehicle.finance.quote
  const price = vehicle.finance.price ?? 0
  // This page is the shopper's own finance quote: it asks whenever the car has none and a price above 0.
  const ask = !carried && price > 0
  const [asked, setAsked] = useState<FinanceQuote | null | undefined>(ask ? undefined : null)
  useEffect(() => {
    if (!ask) return
    let current = true
    void financeQuote({
      purchasePrice: price,
      year: vehicle.leadCar.year ?? null,
      ...vehicle.finance.quoteCar,
    }).then((quote) => {
      if (current) setAsked(quote)
    })
    return () => {
      current = false
    }
  }, [ask, price, vehicle])
  if (carried)
    return {
      weeklyRepaymentAmount: carried.weekly,
      advertisedRate: carried.interestRate,
      comparisonRate: carried.comparisonRate,
    }
  return asked
}

/** The car's finance quote: '...' while it loads (spec section 4), nothing when there is none. */
function QuoteBox({ quote }: { quote: FinanceQuote | null | undefined }) {
  const headingId = useId()
  if (quote === null) return null
  const rates = quote
    ? ratePair({ interestRate: quote.advertisedRate, comparisonRate: quote.comparisonRate })
    : null
  return (
    <section className="fc-panel fc-formpage__quote" aria-labelledby={headingId} aria-busy={!quote}>
      <h2 className="fc-formpage__aside-heading" id={headingId}>
        Your finance quote
      </h2>
      <p className="fc-formpage__quote-amount">
        {quote ? financeText({ repayment: quote.weeklyRepaymentAmount }) : '...'}
      </p>
      <p className="fc-formpage__note">
        {rates
          ? `Interest rate ${rates.interestText}, comparison rate ${rates.comparisonText}*`
          : quote
            ? ''
            : '...'}
      </p>
    </section>
  )
}

/**
 * /personalised/finance?car_id=: finance for one car: its summary, its quote (from POST /api/youx/quote when it has
 * none and a price above 0; failures are ignored), its finance calculator, and a finance enquiry about it.
 * @example <PersonalisedFinancePageView shell={shell} pages={pages} car={car} vehicle={vehicle} />
 */
export function PersonalisedFinancePageView({
  shell,
  pages,
  car,
  vehicle,
}: {
  shell: SiteShell
  pages: FormPagesData
  car: CarSummary
  vehicle: VehiclePage
}) {
  const quote = useCarQuote(vehicle)
  const price = vehicle.finance.price
  return (
    <FormPage
      title={`Finance for the ${vehicle.name}`}
      intro="Your repayments for this car, worked out for you. Change the deposit, term or frequency below, then ask us to lock in your finance."
      aside={<ContactAside shell={shell} contact={pages.contact} />}
    >
      <FormCar car={car} label="Your car" />
      <QuoteBox quote={quote} />
      <FinanceCalculatorSection
        settings={vehicle.finance.calculator}
        price={price}
        disclaimer={vehicle.finance.disclaimer}
        lender={vehicle.finance.lender}
        carId={vehicle.carId}
      />
      <SiteLeadForm
        id="finance-form"
        shell={shell}
        form="finance-enquiry"
        subject={{ car: car.leadCar }}
        given={price ? { vehicle_price_budget: String(price) } : {}}
        title="Ask about finance for this car"
      />
    </FormPage>
  )
}
