import { cx } from '../format'

export interface VehiclePrintSheetTexts {
  /** @defaultValue 'Print this page' */
  print: string
  /** @defaultValue 'Download PDF' */
  downloadPdf: string
  /** @defaultValue 'Preparing…' */
  preparing: string
  /** @defaultValue 'Key information' */
  keyInformation: string
  /** @defaultValue 'Specifications' */
  specifications: string
  /** @defaultValue 'Features' */
  features: string
  /** @defaultValue 'Dealer comments' */
  comments: string
  /** @defaultValue 'Where to see it' */
  location: string
  /** @defaultValue 'Opening hours' */
  hours: string
  /** @defaultValue 'View online' */
  viewOnline: string
}

const defaultTexts: VehiclePrintSheetTexts = {
  print: 'Print this page',
  downloadPdf: 'Download PDF',
  preparing: 'Preparing…',
  keyInformation: 'Key information',
  specifications: 'Specifications',
  features: 'Features',
  comments: 'Dealer comments',
  location: 'Where to see it',
  hours: 'Opening hours',
  viewOnline: 'View online',
}

/** A label and its value, e.g. Odometer and '32,000 km'. */
export interface PrintSheetRow {
  label: string
  value: string
}

export interface VehiclePrintSheetProps {
  /** The dealer's name, printed at the top. */
  dealerName: string
  /** The full vehicle name, e.g. '2026 Mazda CX-60 P50e GT KH Series'. */
  name: string
  /** Price as displayed and its type, e.g. '$63,990' and 'Drive Away'; `was` is the earlier price when reduced. */
  price: { text: string; note?: string | null; was?: string | null }
  /** The main picture; none prints no picture. */
  image?: { src: string; alt: string; width: number; height: number } | null
  keyInformation: PrintSheetRow[]
  specifications: PrintSheetRow[]
  features: string[]
  /** Dealer comments as HTML that the caller has ALREADY SANITISED; it is inserted as is. */
  sanitisedCommentsHtml?: string
  location?: { name: string; address: string; phone?: string | null; hours: PrintSheetRow[] } | null
  /** The vehicle page's address, printed so a paper copy leads back to it. */
  url: string
  disclaimer: string
  /** Prints the page (window.print in the browser). */
  onPrint?: () => void
  /** Downloads the PDF; while it runs the button shows the preparing text. */
  onDownloadPdf?: () => void
  /** The PDF download is running. @defaultValue false */
  preparing?: boolean
  texts?: Partial<VehiclePrintSheetTexts>
}

function Rows({ heading, rows }: { heading: string; rows: PrintSheetRow[] }) {
  if (rows.length === 0) return null
  return (
    <section className="fc-print-sheet__block">
      <h2 className="fc-print-sheet__heading">{heading}</h2>
      <dl className="fc-print-sheet__rows">
        {rows.map((row) => (
          <div key={row.label} className="fc-print-sheet__row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/**
 * The printable vehicle page (/print?car_id={slug}): one sheet with the picture, price, facts, features,
 * comments, location and disclaimer, laid out for A4. The Print and Download PDF buttons never print.
 */
export function VehiclePrintSheet(props: VehiclePrintSheetProps) {
  const texts = { ...defaultTexts, ...props.texts }
  const { price, location } = props
  return (
    <article className="fc-print-sheet">
      <header className="fc-print-sheet__header">
        <p className="fc-print-sheet__dealer">{props.dealerName}</p>
        <h1 className="fc-print-sheet__title">{props.name}</h1>
        <p className="fc-print-sheet__price">
          <strong>{price.text}</strong>
          {price.note ? <span> {price.note}</span> : null}
          {price.was ? <s className="fc-print-sheet__was"> {price.was}</s> : null}
        </p>
        {props.onPrint || props.onDownloadPdf ? (
          <div className="fc-print-sheet__actions">
            {props.onPrint ? (
              <button type="button" className="fc-button" onClick={props.onPrint}>
                {texts.print}
              </button>
            ) : null}
            {props.onDownloadPdf ? (
              <button
                type="button"
                className={cx('fc-button', 'fc-button--secondary')}
                onClick={props.onDownloadPdf}
                disabled={props.preparing}
                aria-busy={props.preparing || undefined}
              >
                {props.preparing ? texts.preparing : texts.downloadPdf}
              </button>
            ) : null}
          </div>
        ) : null}
      </header>
      {props.image ? (
        <img
          className="fc-print-sheet__image"
          src={props.image.src}
          alt={props.image.alt}
          width={props.image.width}
          height={props.image.height}
        />
      ) : null}
      <div className="fc-print-sheet__columns">
        <Rows heading={texts.keyInformation} rows={props.keyInformation} />
        <Rows heading={texts.specifications} rows={props.specifications} />
      </div>
      {props.features.length ? (
        <section className="fc-print-sheet__block">
          <h2 className="fc-print-sheet__heading">{texts.features}</h2>
          <ul className="fc-print-sheet__features">
            {props.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {props.sanitisedCommentsHtml ? (
        <section className="fc-print-sheet__block">
          <h2 className="fc-print-sheet__heading">{texts.comments}</h2>
          <div
            className="fc-print-sheet__comments"
            dangerouslySetInnerHTML={{ __html: props.sanitisedCommentsHtml }}
          />
        </section>
      ) : null}
      {location ? (
        <section className="fc-print-sheet__block">
          <h2 className="fc-print-sheet__heading">{texts.location}</h2>
          <p>
            <strong>{location.name}</strong>
            <br />
            {location.address}
            {location.phone ? (
              <>
                <br />
                {location.phone}
              </>
            ) : null}
          </p>
          <Rows heading={texts.hours} rows={location.hours} />
        </section>
      ) : null}
      <footer className="fc-print-sheet__footer">
        <p>
          {texts.viewOnline}: <a href={props.url}>{props.url}</a>
        </p>
        <p className="fc-print-sheet__disclaimer">{props.disclaimer}</p>
      </footer>
    </article>
  )
}
