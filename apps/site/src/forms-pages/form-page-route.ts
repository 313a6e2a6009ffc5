import type { RouterContext } from '../router-context'
import type { FormPagesData } from '../site/form-pages-types'
import type { FormPageHeadData } from './form-page-head'
import type { CarSummary, SiteShell } from '../site/site-types'

/** What a form page's loader answers: the shell and the form pages' data. */
export interface FormPageData {
  shell: SiteShell
  pages: FormPagesData
  /** The page's head (title, description, path), when the page is one of {@link formPageMeta}. */
  meta?: FormPageHeadData
}

/**
 * Loads what every form page needs, on the server for the first render and from the site's API after.
 * @example loader: ({ context }) => loadFormPage(context, 'contact')
 */
export async function loadFormPage(context: RouterContext, page?: FormPageName): Promise<FormPageData> {
  const [shell, pages] = await Promise.all([context.site.shell(), context.site.formPages()])
  if (!page) return { shell, pages }
  const meta = formPageMeta[page]
  return {
    shell,
    pages,
    meta: { path: meta.path, title: meta.title, description: meta.description(shell.name) },
  }
}

/**
 * The car of a page's `car_id` query (an id or a slug), or null when there is none or the tenant lists no such car.
 * @example const car = await loadQueryCar(context, search.car_id)
 */
export async function loadQueryCar(
  context: RouterContext,
  carId: string | undefined,
): Promise<CarSummary | null> {
  const wanted = carId?.trim()
  if (!wanted) return null
  const [car] = await context.site.cars([wanted])
  return car ?? null
}

/** A form page's head: title, description and canonical URL. */
export interface FormPageMeta {
  path: string
  title: string
  /** The description, given the tenant's name. */
  description: (siteName: string) => string
}

/**
 * Every form page's path, title and description.
 * @example formPageMeta.tradeIn.title // 'Trade-In Valuation'
 */
export const formPageMeta = {
  contact: {
    path: '/contact',
    title: 'Contact Us',
    description: (name) =>
      `Send ${name} a message, call or email us. Our team replies within one business day.`,
  },
  testDrive: {
    path: '/book-test-drive',
    title: 'Book a Test Drive',
    description: (name) =>
      `Choose a ${name} location and a free time to test drive the car you're interested in.`,
  },
  service: {
    path: '/service',
    title: 'Book a Service',
    description: (name) =>
      `Book your next service with ${name}: choose a location, a date and the service you need.`,
  },
  finance: {
    path: '/finance',
    title: 'Car Finance',
    description: (name) => `Work out your repayments and ask ${name} for a finance quote on your next car.`,
  },
  financeEnquiry: {
    path: '/finance-enquiry',
    title: 'Finance Enquiry',
    description: (name) => `Ask ${name}'s finance team about a car loan: we'll call you back with options.`,
  },
  applyForFinance: {
    path: '/apply-for-finance',
    title: 'Apply for Finance',
    description: (name) => `Apply for car finance with ${name} in three short steps.`,
  },
  preApproval: {
    path: '/finance-pre-approval',
    title: 'Finance Pre-Approval',
    description: (name) => `Get pre-approved for car finance with ${name} before you choose your car.`,
  },
  financeAndInsurance: {
    path: '/finance-and-insurance',
    title: 'Finance & Insurance',
    description: (name) => `Car loans, insurance and protection products arranged by ${name}.`,
  },
  sellMyCar: {
    path: '/sell-my-car',
    title: 'Sell My Car',
    description: (name) => `Tell ${name} about your car and get an offer to buy it, no obligation.`,
  },
  instantPrice: {
    path: '/instant-price',
    title: 'Instant Price',
    description: (name) => `Tell ${name} about your car and get a price for it fast, no obligation.`,
  },
  tradeIn: {
    path: '/trade-in',
    title: 'Trade-In Valuation',
    description: (name) =>
      `Value your trade-in online with ${name}: your details, a few questions, your rego, your offer.`,
  },
  carTradeIn: {
    path: '/cars/trade-in',
    title: 'Trade-In Valuation',
    description: (name) => `Value your trade-in towards your next car with ${name}.`,
  },
} satisfies Record<string, FormPageMeta>

/** A form page of {@link formPageMeta}. */
export type FormPageName = keyof typeof formPageMeta
