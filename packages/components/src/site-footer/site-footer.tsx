import { telHref } from '@forecourt/stock-rules/phone'
import { PaymentLogos } from '../payment-logos/payment-logos'

export interface FooterLink {
  label: string
  href: string
}

export interface FooterLinkGroup {
  heading: string
  links: FooterLink[]
}

/** A phone number per car type (e.g. New Cars, Used Cars, Demo Cars). */
export interface FooterPhoneNumber {
  label: string
  /** As displayed, e.g. '07 3000 0000'. */
  phone: string
  /** @defaultValue `tel:` followed by the digits of `phone` */
  href?: string
}

export interface SiteFooterTexts {
  /** Accessible name of the footer link navigation. @defaultValue 'Footer' */
  navigation: string
  /** @defaultValue 'Call us' */
  phones: string
  /** @defaultValue 'Follow us' */
  social: string
  /** @defaultValue 'Facebook' */
  facebook: string
  /** @defaultValue 'Instagram' */
  instagram: string
  /** @defaultValue 'Accepted payment methods' */
  payments: string
}

const defaultTexts: SiteFooterTexts = {
  navigation: 'Footer',
  phones: 'Call us',
  social: 'Follow us',
  facebook: 'Facebook',
  instagram: 'Instagram',
  payments: 'Accepted payment methods',
}

export interface SiteFooterProps {
  /** Link groups, e.g. Models, Buyer Tools, Servicing and Parts, and one named after the dealership. */
  groups: FooterLinkGroup[]
  phoneNumbers?: FooterPhoneNumber[]
  /** Small print, e.g. copyright and dealer licence numbers. */
  legal?: string
  social?: { facebook?: string; instagram?: string }
  /** Show the payment logo strip. @defaultValue false */
  paymentLogos?: boolean
  texts?: Partial<SiteFooterTexts>
}

const icons = {
  facebook: (
    <path
      fill="currentColor"
      d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z"
    />
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </g>
  ),
}

/** Site footer: link groups, phone numbers per car type, social links, payment logos and small print. */
export function SiteFooter({
  groups,
  phoneNumbers = [],
  legal,
  social,
  paymentLogos = false,
  texts,
}: SiteFooterProps) {
  const t = { ...defaultTexts, ...texts }
  const socialLinks = (['facebook', 'instagram'] as const).filter((network) => social?.[network])
  return (
    <footer className="fc-footer">
      <div className="fc-footer__inner">
        {groups.length ? (
          <nav className="fc-footer__groups" aria-label={t.navigation}>
            {groups.map((group, index) => (
              <section key={`${group.heading}-${index}`} className="fc-footer__group">
                <h2 className="fc-footer__heading">{group.heading}</h2>
                <ul className="fc-footer__links">
                  {group.links.map((link, linkIndex) => (
                    <li key={`${link.href}-${linkIndex}`}>
                      <a className="fc-footer__link" href={link.href}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        ) : null}
        {phoneNumbers.length || socialLinks.length ? (
          <div className="fc-footer__contact">
            {phoneNumbers.length ? (
              <section className="fc-footer__group">
                <h2 className="fc-footer__heading">{t.phones}</h2>
                <ul className="fc-footer__links">
                  {phoneNumbers.map((entry) => (
                    <li key={`${entry.label}-${entry.phone}`}>
                      <span className="fc-footer__phone-label">{entry.label}</span>{' '}
                      <a
                        className="fc-footer__link fc-footer__phone"
                        href={entry.href ?? telHref(entry.phone)}
                      >
                        {entry.phone}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {socialLinks.length ? (
              <section className="fc-footer__group">
                <h2 className="fc-footer__heading">{t.social}</h2>
                <ul className="fc-footer__social">
                  {socialLinks.map((network) => (
                    <li key={network}>
                      <a className="fc-footer__social-link" href={social?.[network]} aria-label={t[network]}>
                        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                          {icons[network]}
                        </svg>
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        ) : null}
        {paymentLogos || legal ? (
          <div className="fc-footer__base">
            {paymentLogos ? <PaymentLogos label={t.payments} /> : null}
            {legal ? <p className="fc-footer__legal">{legal}</p> : null}
          </div>
        ) : null}
      </div>
    </footer>
  )
}
