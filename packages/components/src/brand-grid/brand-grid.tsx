export interface BrandLogo {
  /** Brand name: the logo's alt text. */
  name: string
  src: string
  href: string
}

export interface BrandGroup {
  /** e.g. 'Cars', 'Motorcycles', 'Trucks', 'Our Brands'. */
  label: string
  logos: BrandLogo[]
}

export interface BrandGridProps {
  heading?: string
  groups: BrandGroup[]
}

/** Brand logos linking to each brand's page, in labelled groups (car, motorcycle, truck, own brands). */
export function BrandGrid({ heading, groups }: BrandGridProps) {
  const filled = groups.filter((group) => group.logos.length)
  if (!filled.length) return null
  const GroupHeading = heading ? 'h3' : 'h2'
  return (
    <section className="fc-section fc-brands">
      {heading ? <h2 className="fc-section__heading">{heading}</h2> : null}
      {filled.map((group) => (
        <div key={group.label} className="fc-brands__group">
          <GroupHeading className="fc-brands__label">{group.label}</GroupHeading>
          <ul className="fc-brands__list">
            {group.logos.map((logo) => (
              <li key={logo.href}>
                <a className="fc-brands__link" href={logo.href}>
                  <img
                    className="fc-brands__logo"
                    src={logo.src}
                    alt={logo.name}
                    width={160}
                    height={80}
                    loading="lazy"
                  />
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  )
}
