import type { HoursRow } from '@forecourt/stock-rules'

/** What {@link LocationAddress} shows: the street, the suburb and state, and the phone when there is one. */
export interface LocationAddressData {
  /** e.g. '240 Manns Road'. */
  street: string
  /** e.g. 'Gosford NSW 2250'. */
  suburbState: string
  /** As displayed, with its tel: link. */
  phone?: { text: string; href: string } | null
}

/**
 * A location's postal address with its phone as a tel: link, as the location card, tabs and details show it.
 * @example <LocationAddress location={{ street: '240 Manns Road', suburbState: 'Gosford NSW 2250' }} />
 */
export function LocationAddress({
  location,
  className,
}: {
  location: LocationAddressData
  className?: string
}) {
  return (
    <address className={className}>
      {location.street}
      <br />
      {location.suburbState}
      {location.phone ? (
        <>
          <br />
          <a className="fc-link fc-lcard__phone" href={location.phone.href}>
            {location.phone.text}
          </a>
        </>
      ) : null}
    </address>
  )
}

/**
 * The weekly opening hours under their label ('Opening Hours'); nothing when there are no rows.
 * @example <HoursList label="Opening Hours" rows={[{ label: 'Mon–Fri', hours: '08:30 - 17:30' }]} />
 */
export function HoursList({
  label,
  rows,
  className,
}: {
  label: string
  rows: HoursRow[]
  className?: string
}) {
  if (rows.length === 0) return null
  return (
    <div className={className}>
      <p className="fc-lcard__label">{label}</p>
      <dl className="fc-hours-list">
        {rows.map((row) => (
          <div key={row.label} className="fc-hours-list__row">
            <dt>{row.label}</dt>
            <dd>{row.hours}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

/**
 * The dealer licence (DL#) and motor vehicle repairer (MVR#) numbers; nothing when the location has neither.
 * @example <LicenceNumbers dealerLicence="MD012345" labels={{ dealerLicence: 'DL#', repairerLicence: 'MVR#' }} />
 */
export function LicenceNumbers({
  dealerLicence,
  repairerLicence,
  labels,
}: {
  dealerLicence?: string | null | undefined
  repairerLicence?: string | null | undefined
  labels: { dealerLicence: string; repairerLicence: string }
}) {
  if (!dealerLicence && !repairerLicence) return null
  return (
    <p className="fc-ltabs__licences">
      {dealerLicence ? (
        <span>
          {labels.dealerLicence} {dealerLicence}
        </span>
      ) : null}
      {repairerLicence ? (
        <span>
          {labels.repairerLicence} {repairerLicence}
        </span>
      ) : null}
    </p>
  )
}
