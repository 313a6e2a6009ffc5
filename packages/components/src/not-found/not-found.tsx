export interface NotFoundProps {
  /** @defaultValue 'Page not found' */
  title?: string
  text: string
  /** Where to go instead, e.g. Home, Search Stock, Contact Us. */
  links: { label: string; href: string }[]
}

/** The page shown for an unknown address: a title, a sentence and links to carry on. */
export function NotFound({ title = 'Page not found', text, links }: NotFoundProps) {
  return (
    <section className="fc-section fc-notice">
      <h1 className="fc-notice__title">{title}</h1>
      <p className="fc-notice__text">{text}</p>
      {links.length ? (
        <ul className="fc-notice__links">
          {links.map((link, index) => (
            <li key={link.href}>
              <a className={index === 0 ? 'fc-button' : 'fc-button fc-button--outline'} href={link.href}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
