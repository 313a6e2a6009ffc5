import { comparisonRateRangeText } from '@forecourt/finance-math'
import { financeOptionsFor, serviceBookingHref } from '@forecourt/tenant-config'
import type { FormPagesData } from '../../site/form-pages-types'
import { type AdjustmentQuestion, adjustmentQuestions, type TenantData } from '@forecourt/site-server'
import { calculatorSettings, generalFinanceDisclaimer } from './finance-settings'

/**
 * The adjustments step's questions as the browser shows them: ids, questions and answers, without their effect on
 * the offer (that stays on the server, which values the answers).
 * @example browserQuestions(adjustmentQuestions)[0]?.options[0] // { value: 'under_20k', label: 'Under 20,000 km' }
 */
export function browserQuestions(
  questions: readonly AdjustmentQuestion[],
): FormPagesData['tradeIn']['questions'] {
  return questions.map((question) => ({
    id: question.id,
    question: question.question,
    options: question.options.map(({ value, label }) => ({ value, label })),
  }))
}

/**
 * The external service-booking pages of a tenant: its configured links first, then each dealership whose make books
 * on the dealership's own page; one entry per address.
 * @example serviceBookingLinks(data) // [{ name: 'Book a Kia service', make: 'Kia', href: 'https://…' }]
 */
export function serviceBookingLinks({ tenant, content }: TenantData): FormPagesData['serviceBooking'] {
  const links: FormPagesData['serviceBooking'] = content.serviceBookingLinks.map((link) => ({
    name: link.name,
    make: link.make,
    href: link.url,
  }))
  for (const dealership of tenant.dealerships) {
    const href = serviceBookingHref(tenant, dealership)
    if (href === '/service') continue
    links.push({
      name: dealership.make ? `Book a ${dealership.make} service` : `Book a service with ${dealership.name}`,
      make: dealership.make,
      href,
    })
  }
  return links.filter((link, index) => links.findIndex((other) => other.href === link.href) === index)
}

/**
 * What the tenant's form pages need beyond the shell (see {@link FormPagesData}): FAQs by page, external service
 * booking pages, the finance calculator without a car, and the trade-in questions.
 * @example buildFormPages(data, '2026-11-01').faqs['trade-in']?.length // 3
 */
export function buildFormPages(data: TenantData, today: string): FormPagesData {
  const { tenant, content } = data
  const faqs: FormPagesData['faqs'] = {}
  for (const faq of content.faqs) (faqs[faq.page] ??= []).push({ question: faq.question, answer: faq.answer })
  const options = financeOptionsFor(tenant)
  const address = tenant.contact.address
  const addressLine = address
    ? [address.street, [address.city, address.state, address.postcode].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ')
    : ''
  return {
    today,
    contact: { email: tenant.contact.email || null, address: addressLine || null },
    faqs,
    serviceBooking: serviceBookingLinks(data),
    finance: {
      calculator: calculatorSettings(options),
      defaultAmount: options.defaultAmount,
      disclaimer: options.comparisonRateRange
        ? `${comparisonRateRangeText(options.comparisonRateRange)} ${generalFinanceDisclaimer}`
        : generalFinanceDisclaimer,
    },
    tradeIn: {
      questions: browserQuestions(adjustmentQuestions),
      valuationSaveMakes: [...tenant.options.brands.valuationSaveMakes],
    },
  }
}
