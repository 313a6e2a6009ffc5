import type { VehicleFinance } from './vehicle-types'

/** A question of the trade-in's adjustments step, as the browser shows it (its effect on the offer stays on the server). */
export interface TradeInQuestion {
  id: string
  question: string
  options: { value: string; label: string }[]
}

/** A question and its plain-text answer. */
export interface FaqEntry {
  question: string
  answer: string
}

/**
 * What the form pages (/contact, /book-test-drive, /service, the finance pages, /sell-my-car, /trade-in) need
 * beyond the shell: composed on the server from the tenant's content and options (GET /api/site/form-pages).
 */
export interface FormPagesData {
  /** Today in the dealer's time zone, YYYY-MM-DD: booking dates before it are refused. */
  today: string
  /** How to reach the dealer group besides the phone of the shell. */
  contact: { email: string | null; address: string | null }
  /** The tenant's FAQs by the page they belong to (e.g. 'trade-in', 'finance'), in file order. */
  faqs: Record<string, FaqEntry[]>
  /**
   * External service-booking pages: the tenant's service booking links, and the dealerships whose make books its
   * services on the dealership's own page (tenant-config `serviceBookingHref`). Empty when every booking is /service.
   */
  serviceBooking: { name: string; make: string | null; href: string }[]
  /** The finance calculator of a page without a car: the tenant's settings, amount and disclaimer. */
  finance: {
    calculator: VehicleFinance['calculator']
    /** The amount the calculator starts with when the page gives none. */
    defaultAmount: number
    disclaimer: string
  }
  tradeIn: {
    /** The adjustments step's questions, in order; every one must be answered. */
    questions: TradeInQuestion[]
    /** Makes whose trade-in valuation is also saved with POST /api/miscellaneous. */
    valuationSaveMakes: string[]
  }
}
