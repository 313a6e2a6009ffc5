import { FaqList } from '@forecourt/components'
import type { FaqEntry, FormPagesData } from '../site/form-pages-types'
import type { CarSummary, SiteShell } from '../site/site-types'
import { FinanceCalculatorSection } from './finance-calculator-section'
import { ContactAside, FormCar, FormPage, SiteLeadForm } from './form-page'
import type { FinanceQuery } from './finance-query'
import { financeQueryValues, queryAmount } from './form-values'

/**
 * The tenant's questions and answers of one page, as an accordion under a heading; nothing without any.
 * @example <FaqSection items={pages.faqs.finance} heading="Finance questions" />
 */
export function FaqSection({ items, heading }: { items: FaqEntry[] | undefined; heading: string }) {
  if (!items?.length) return null
  return <FaqList heading={heading} items={items} />
}

/**
 * /finance: the finance calculator, then the finance enquiry (#finance-form) prefilled from the query
 * (preferredDealership, vehiclePriceBudget, car_id, car_type, vin; spec section 2), then the tenant's finance FAQs.
 * A car found for `car_id` is shown and the enquiry is about it.
 * @example <FinancePageView shell={shell} pages={pages} query={{ vehiclePriceBudget: '30000' }} car={null} />
 */
export function FinancePageView({
  shell,
  pages,
  query,
  car,
}: {
  shell: SiteShell
  pages: FormPagesData
  query: FinanceQuery
  car: CarSummary | null
}) {
  const dealerships = shell.forms.dealerships.map((dealership) => dealership.slug)
  const given = financeQueryValues(query, dealerships, car !== null)
  const price = car?.price_value ?? queryAmount(query.vehiclePriceBudget) ?? pages.finance.defaultAmount
  return (
    <FormPage
      title="Car Finance"
      intro={`Work out what your next car could cost each week, then ask ${shell.name}'s finance team for a quote. Applying is free and won't commit you to anything.`}
      aside={<ContactAside shell={shell} contact={pages.contact} />}
    >
      {car ? <FormCar car={car} label="The car you're financing" /> : null}
      <FinanceCalculatorSection
        settings={pages.finance.calculator}
        price={price}
        disclaimer={pages.finance.disclaimer}
        {...(car ? { carId: car.id } : {})}
      />
      <SiteLeadForm
        // A new query (a client-side navigation between /finance links) starts a new form.
        key={JSON.stringify(query)}
        id="finance-form"
        shell={shell}
        form="finance-enquiry"
        subject={{ car: car?.leadCar ?? null }}
        given={given}
        title="Ask about finance"
      />
      <FaqSection items={pages.faqs.finance} heading="Finance questions" />
    </FormPage>
  )
}

/**
 * /finance-enquiry: the finance enquiry on its own, beside the ways to reach the dealer.
 * @example <FinanceEnquiryPageView shell={shell} pages={pages} />
 */
export function FinanceEnquiryPageView({ shell, pages }: { shell: SiteShell; pages: FormPagesData }) {
  return (
    <FormPage
      title="Finance Enquiry"
      intro={`Tell us a little about you and your budget. ${shell.name}'s finance team will call you back with loan options that suit you.`}
      aside={<ContactAside shell={shell} contact={pages.contact} />}
    >
      <SiteLeadForm id="finance-form" shell={shell} form="finance-enquiry" title="Your finance enquiry" />
      <FaqSection items={pages.faqs.finance} heading="Finance questions" />
    </FormPage>
  )
}

/** What /finance-and-insurance explains, in the dealer's words. */
const financeAndInsuranceSections = [
  {
    heading: 'Car loans',
    text: 'Secured car loans for new, demo and used cars, with terms from one to seven years, a deposit or trade-in if you have one, and an optional balloon payment to lower your repayments.',
  },
  {
    heading: 'Insurance',
    text: "Comprehensive car insurance arranged on the day you pick up your car, so you can drive away covered. Ask us about gap cover, which pays the difference if your car is written off and you owe more than it's worth.",
  },
  {
    heading: 'Protection products',
    text: 'Extended warranty, tyre and rim cover and loan protection, explained plainly so you only take what you need.',
  },
]

/**
 * /finance-and-insurance: what the dealer arranges (loans, insurance, protection), the finance FAQs and the finance
 * enquiry.
 * @example <FinanceAndInsurancePageView shell={shell} pages={pages} />
 */
export function FinanceAndInsurancePageView({ shell, pages }: { shell: SiteShell; pages: FormPagesData }) {
  return (
    <FormPage
      title="Finance & Insurance"
      intro={`${shell.name} arranges finance and insurance in-house, so you can buy, insure and drive away in one visit.`}
      aside={<ContactAside shell={shell} contact={pages.contact} />}
    >
      <div className="fc-formpage__info">
        {financeAndInsuranceSections.map((section) => (
          <section key={section.heading}>
            <h2 className="fc-content__heading">{section.heading}</h2>
            <p>{section.text}</p>
          </section>
        ))}
        <p className="fc-formpage__note">{pages.finance.disclaimer}</p>
      </div>
      <FaqSection items={pages.faqs.finance} heading="Finance questions" />
      <SiteLeadForm id="finance-form" shell={shell} form="finance-enquiry" title="Talk to our finance team" />
    </FormPage>
  )
}
