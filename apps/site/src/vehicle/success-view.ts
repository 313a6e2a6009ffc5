import type { CarSummaryData } from '@forecourt/components/forms'
import type { FormName, SuccessRecord } from '@forecourt/lead-client'
import { carName, imageUrl, type ImageCdn } from '@forecourt/stock-rules'

/** What /success shows: a heading, a message, the car the enquiry was about and where to go next. */
export interface SuccessView {
  heading: string
  message: string
  car: CarSummaryData | null
  links: { label: string; href: string }[]
}

/** Thanks by form; any form not listed gets the enquiry's. */
const messages: Partial<Record<FormName, string>> = {
  enquiry: 'Your enquiry has been sent. We will be in touch soon.',
  'test-drive': 'Your test drive request has been sent. We will be in touch soon to confirm the time.',
  'request-photos': 'Your request has been sent. We will send you more photos of this car soon.',
  'service-booking': 'Your service booking request has been sent. We will be in touch soon to confirm it.',
  'trade-in': 'Your details have been sent. We will be in touch soon about your car.',
  'sell-my-car': 'Your details have been sent. We will be in touch soon about your car.',
  'finance-enquiry': 'Your finance enquiry has been sent. We will be in touch soon.',
  'finance-pre-approval': 'Your pre-approval application has been sent. We will be in touch soon.',
  'model-quote': 'Your quote request has been sent. We will be in touch soon.',
}

const defaultMessage = 'Your enquiry has been sent. We will be in touch soon.'

/** 'Search cars' to the tenant's search, or nothing for a tenant without stock search pages. */
const searchLinks = (searchHref: string | null) =>
  searchHref ? [{ label: 'Search cars', href: searchHref }] : []

/**
 * The page opened without a recent submission from this browser (bookmarked, shared, or storage cleared).
 * @example noRecordView('/search/new-used-and-demo-cars').heading // 'No recent enquiry'
 */
export function noRecordView(searchHref: string | null): SuccessView {
  return {
    heading: 'No recent enquiry',
    message:
      "We can't find an enquiry sent from this browser. If you sent one, it has reached us and we'll be in touch soon.",
    car: null,
    links: [...searchLinks(searchHref), { label: 'Home', href: '/' }],
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

/** The summary's picture is drawn 160 pixels wide: twice that for sharp screens, not the car's full-size photo. */
const summaryPictureWidth = 320

function carOf(record: SuccessRecord, imageCdn: ImageCdn | null): CarSummaryData | null {
  const car: Partial<SuccessRecord['car']> | null =
    record.car && typeof record.car === 'object' ? record.car : null
  if (!car) return null
  const name = text(car.name) ?? (carName({ year: car.year, make: car.make, model: car.model }) || null)
  if (!name) return null
  const slug = text(car.slug)
  const image = text(car.primary_image_url)
  return {
    name,
    ...(slug ? { href: `/cars/${encodeURIComponent(slug)}` } : {}),
    ...(image ? { image: { src: imageUrl(image, { width: summaryPictureWidth }, imageCdn), alt: '' } } : {}),
  }
}

/**
 * The /success page for the last submission stored in this browser (spec section 4: the car and a success
 * record are kept locally): thanks for what was sent, the car it was about, and links back to the car, to search
 * and home; the car's picture is sized for its card (through the tenant's image CDN, when it has one). A missing or
 * unreadable record gives {@link noRecordView}.
 * @example successView(lastSuccess(shell.forms), shell.searchHref, shell.imageCdn).links[0] // { label: 'Back to the car', href: '/cars/…' }
 */
export function successView(
  record: SuccessRecord | null | undefined,
  searchHref: string | null,
  imageCdn: ImageCdn | null = null,
): SuccessView {
  if (!record || typeof record !== 'object' || typeof record.form !== 'string')
    return noRecordView(searchHref)
  const car = carOf(record, imageCdn)
  return {
    heading: 'Thank you',
    message: messages[record.form] ?? defaultMessage,
    car,
    links: [
      ...(car?.href ? [{ label: 'Back to the car', href: car.href }] : []),
      ...searchLinks(searchHref),
      { label: 'Home', href: '/' },
    ],
  }
}
