export type FeatureIcon = 'offers' | 'service' | 'sell'

export interface FeatureBannerItem {
  heading: string
  text: string
  href: string
  linkLabel: string
  icon?: FeatureIcon
}

export interface FeatureBannerProps {
  /** Optional section heading; the item headings become h3 under it (h2 without it). */
  heading?: string
  /** e.g. latest offers, book a service, sell your car. */
  items: FeatureBannerItem[]
}

const iconPaths: Record<FeatureIcon, string> = {
  offers: 'M3 12V4a1 1 0 011-1h8l9 9-9 9zM7.5 9a1.5 1.5 0 100-3 1.5 1.5 0 000 3z',
  service: 'M14.7 6.3a4 4 0 00-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 005.4-5.4l-2.6 2.6-2.4-.6-.6-2.4z',
  sell: 'M4 16l2-6c.4-1.2 1.5-2 2.8-2h6.4c1.3 0 2.4.8 2.8 2l2 6v3h-3v-2H7v2H4zM7 14h2m6 0h2',
}

/** A row of calls to action: heading, text and a link each, with an optional icon. */
export function FeatureBanner({ heading, items }: FeatureBannerProps) {
  if (!items.length) return null
  const ItemHeading = heading ? 'h3' : 'h2'
  return (
    <section className="fc-section fc-feature-banner">
      {heading ? <h2 className="fc-section__heading">{heading}</h2> : null}
      <ul className="fc-feature-banner__list">
        {items.map((item) => (
          <li key={item.href} className="fc-feature-banner__item">
            {item.icon ? (
              <svg
                className="fc-feature-banner__icon"
                viewBox="0 0 24 24"
                width="40"
                height="40"
                aria-hidden="true"
                focusable="false"
              >
                <path
                  d={iconPaths[item.icon]}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            ) : null}
            <ItemHeading className="fc-feature-banner__heading">{item.heading}</ItemHeading>
            <p className="fc-feature-banner__text">{item.text}</p>
            <a className="fc-button fc-feature-banner__link" href={item.href}>
              {item.linkLabel}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
