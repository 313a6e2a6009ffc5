export interface Stat {
  /** As displayed, e.g. '50+'. */
  value: string
  /** e.g. 'locations'. */
  label: string
}

export interface StatsBannerProps {
  stats: Stat[]
  /** Small print under the figures, e.g. asking buyers to confirm price, specifications and features with the dealer. */
  disclaimer?: string
  /** Accessible name of the banner. @defaultValue 'Key figures' */
  label?: string
}

/** Big figures in a row, e.g. 50+ locations, 40+ brands, 30+ years, with an optional disclaimer. */
export function StatsBanner({ stats, disclaimer, label = 'Key figures' }: StatsBannerProps) {
  if (!stats.length) return null
  return (
    <section className="fc-stats" aria-label={label}>
      <ul className="fc-stats__list">
        {stats.map((stat) => (
          <li key={`${stat.value}-${stat.label}`} className="fc-stats__item">
            <span className="fc-stats__value">{stat.value}</span>{' '}
            <span className="fc-stats__label">{stat.label}</span>
          </li>
        ))}
      </ul>
      {disclaimer ? <p className="fc-stats__disclaimer">{disclaimer}</p> : null}
    </section>
  )
}
