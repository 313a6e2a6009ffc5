/** One step of a breadcrumb trail. */
export interface BreadcrumbItem {
  /** The text shown, e.g. 'Used Cars' or '2023 Toyota HiLux SR5'. */
  label: string
  /** Link target; ignored on the last item, which is the current page. */
  href?: string
}

/** Visible and accessible texts of {@link Breadcrumb}. */
export interface BreadcrumbTexts {
  /** Accessible name of the navigation landmark. @defaultValue 'Breadcrumb' */
  label: string
}

const defaultTexts: BreadcrumbTexts = { label: 'Breadcrumb' }

/** Props of {@link Breadcrumb}. */
export interface BreadcrumbProps {
  /**
   * The trail, first to last. On the vehicle page the site builds: Home > car type and condition > make > model
   * (only when the model is in the configured stock models) > body > title.
   */
  items: BreadcrumbItem[]
  /** @defaultValue `{ label: 'Breadcrumb' }` */
  texts?: Partial<BreadcrumbTexts>
}

/**
 * A breadcrumb trail: a navigation landmark named 'Breadcrumb' holding an ordered list of links; the last item is
 * the current page (`aria-current="page"`) and is not a link. Renders nothing without items.
 */
export function Breadcrumb({ items, texts }: BreadcrumbProps) {
  const t = { ...defaultTexts, ...texts }
  if (!items.length) return null
  const lastIndex = items.length - 1
  return (
    <nav className="fc-breadcrumb" aria-label={t.label}>
      <ol className="fc-breadcrumb__list">
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="fc-breadcrumb__item">
            {index === lastIndex || !item.href ? (
              <span
                className="fc-breadcrumb__current"
                aria-current={index === lastIndex ? 'page' : undefined}
              >
                {item.label}
              </span>
            ) : (
              <a className="fc-breadcrumb__link" href={item.href}>
                {item.label}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
