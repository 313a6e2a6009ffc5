import { showHistoryReportButton } from '@forecourt/stock-rules'

/** Visible texts of {@link VehicleFacts}. */
export interface VehicleFactsTexts {
  /** Accessible name of the list. @defaultValue 'Registration and history' */
  label: string
  /** @defaultValue 'Rego' */
  rego: string
  /** @defaultValue 'Certified' */
  certified: string
  /** @defaultValue 'History Report' */
  historyReport: string
  /** The report link. @defaultValue 'View History Report' */
  viewReport: string
  /** Read after the report link. @defaultValue '(opens in a new tab)' */
  newTab: string
}

const defaultTexts: VehicleFactsTexts = {
  label: 'Registration and history',
  rego: 'Rego',
  certified: 'Certified',
  historyReport: 'History Report',
  viewReport: 'View History Report',
  newTab: '(opens in a new tab)',
}

/** Props of {@link VehicleFacts}. */
export interface VehicleFactsProps {
  /** The rego line from stock-rules `regoExpiryText`: 'Expires on {date}', 'Unregistered', or null for none. */
  regoExpiry?: string | null
  /** Certified information, e.g. 'Toyota Certified Pre-Owned'; pass it only when stock-rules `showCertifiedInfo` says so. */
  certified?: string | null
  /** A link about the certified programme. */
  certifiedHref?: string
  /** The car's history report file (`car.file.url`); the row shows only with a file. */
  historyReportUrl?: string | null
  /** @defaultValue see {@link VehicleFactsTexts} */
  texts?: Partial<VehicleFactsTexts>
}

/**
 * Registration and history rows: rego expiry ('Expires on {date}' or Unregistered), certified information and the
 * history report link, each shown only when there is something to show. Renders nothing when no row is left.
 */
export function VehicleFacts({
  regoExpiry,
  certified,
  certifiedHref,
  historyReportUrl,
  texts,
}: VehicleFactsProps) {
  const t = { ...defaultTexts, ...texts }
  const reportUrl = historyReportUrl?.trim() ?? ''
  const showReport = showHistoryReportButton({ file: { url: reportUrl } })
  if (!regoExpiry && !certified && !showReport) return null
  return (
    <dl className="fc-facts" aria-label={t.label}>
      {regoExpiry ? (
        <div className="fc-facts__row">
          <dt className="fc-facts__label">{t.rego}</dt>
          <dd className="fc-facts__value">{regoExpiry}</dd>
        </div>
      ) : null}
      {certified ? (
        <div className="fc-facts__row">
          <dt className="fc-facts__label">{t.certified}</dt>
          <dd className="fc-facts__value">
            {certifiedHref ? (
              <a className="fc-link" href={certifiedHref}>
                {certified}
              </a>
            ) : (
              certified
            )}
          </dd>
        </div>
      ) : null}
      {showReport ? (
        <div className="fc-facts__row">
          <dt className="fc-facts__label">{t.historyReport}</dt>
          <dd className="fc-facts__value">
            <a className="fc-link" href={reportUrl} target="_blank" rel="noopener">
              {t.viewReport} <span className="fc-sr-only">{t.newTab}</span>
            </a>
          </dd>
        </div>
      ) : null}
    </dl>
  )
}
