import { describe, expect, it } from 'vitest'
import { adjustmentQuestions } from '@forecourt/site-server'
import { generalFinanceDisclaimer } from './finance-settings'
import { browserQuestions, buildFormPages, serviceBookingLinks } from './form-pages'
import { demoTenantData } from '../testing/demo-tenant-data'

const tenant = demoTenantData()

describe('the form pages data', () => {
  it('groups the FAQs by their page, in file order', () => {
    const faqs = buildFormPages(tenant('bunya-range-motor-group'), '2026-11-01').faqs
    expect(faqs['trade-in']?.map((faq) => faq.question)).toEqual([
      'How is my trade-in valued?',
      'Can I get an online estimate for an older car?',
      'Do I need to pay off my finance first?',
    ])
    expect(faqs.finance?.length).toBe(1)
  })

  it('gives the browser the adjustment questions without their effect on the offer', () => {
    const questions = browserQuestions(adjustmentQuestions)
    expect(questions.map((question) => question.id)).toEqual(
      adjustmentQuestions.map((question) => question.id),
    )
    expect(JSON.stringify(questions)).not.toContain('effectPercent')
    expect(questions[0]?.options[0]).toEqual({ value: 'under_20k', label: 'Under 20,000 km' })
  })

  it('lists an external service booking page once, for a make configured to book externally', () => {
    expect(serviceBookingLinks(tenant('wattle-bay-kia'))).toEqual([
      { name: 'Book a Kia service', make: 'Kia', href: 'https://service-booking.wattlebaykia.example/book' },
    ])
  })

  it('keeps the configured service booking links of a group whose makes book at /service', () => {
    expect(serviceBookingLinks(tenant('bunya-range-motor-group')).map((link) => link.make)).toEqual([
      'Yamaha',
    ])
    expect(serviceBookingLinks(tenant('red-gum-caravans-and-motorcycles'))).toEqual([])
  })

  it("states the provider's comparison-rate range in the calculator's disclaimer when it has one", () => {
    const withRange = buildFormPages(tenant('wattle-bay-kia'), '2026-11-01').finance
    expect(withRange.disclaimer).toMatch(/^Comparison rates from 8\.38% p\.a\. to 19\.42% p\.a\.\*/)
    expect(withRange.calculator.hideFrequencySelector).toBe(true)
    const plain = buildFormPages(tenant('bunya-range-motor-group'), '2026-11-01').finance
    expect(plain.disclaimer).toBe(generalFinanceDisclaimer)
    expect(plain.defaultAmount).toBe(30000)
  })

  it("carries today, the group's email and address on one line, and the valuation-save makes", () => {
    const data = buildFormPages(tenant('bunya-range-motor-group'), '2026-11-02')
    expect(data.today).toBe('2026-11-02')
    expect(data.contact).toEqual({
      email: 'hello@bunyarange.example',
      address: '412 Ruthven Street, Toowoomba QLD 4350',
    })
    expect(data.tradeIn.valuationSaveMakes).toEqual(['Toyota'])
  })
})
