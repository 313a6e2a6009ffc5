export interface BlogPost {
  href: string
  heading: string
  image: { src: string; alt: string }
  /** ISO date, e.g. '2026-11-03'. */
  date: string
}

export interface BlogCardsProps {
  heading?: string
  posts: BlogPost[]
  /** @defaultValue 'Read More' */
  readMoreLabel?: string
  /** Time zone the dates are shown in, the same on server and browser. @defaultValue 'Australia/Sydney' */
  timeZone?: string
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/**
 * A date as Australians write it, e.g. '3 November 2026'. A date-only ISO string is a day on the calendar, not an
 * instant, so it is written as it is in every time zone, without Intl (whose first use on a page loads ICU's locale
 * data: tens of milliseconds of a phone's main thread while the home page hydrates). A date with a time is shown on
 * the day it falls in `timeZone`.
 * @example formatPostDate('2026-11-03') // '3 November 2026'
 */
export function formatPostDate(iso: string, timeZone = 'Australia/Sydney'): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  // A date-only ISO string parses as midnight UTC of that day.
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso))
    return `${date.getUTCDate()} ${monthNames[date.getUTCMonth()]} ${date.getUTCFullYear()}`
  return new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(date)
}

/** Blog cards: image, date, heading and Read More; one column on phones, two on tablets, three on large screens. */
export function BlogCards({ heading, posts, readMoreLabel = 'Read More', timeZone }: BlogCardsProps) {
  if (!posts.length) return null
  const PostHeading = heading ? 'h3' : 'h2'
  return (
    <section className="fc-section fc-blog">
      {heading ? <h2 className="fc-section__heading">{heading}</h2> : null}
      <ul className="fc-blog__list">
        {posts.map((post) => (
          <li key={post.href}>
            <article className="fc-blog__card">
              <img
                className="fc-blog__image"
                src={post.image.src}
                alt={post.image.alt}
                width={640}
                height={360}
                loading="lazy"
              />
              <div className="fc-blog__body">
                <time className="fc-blog__date" dateTime={post.date}>
                  {formatPostDate(post.date, timeZone)}
                </time>
                <PostHeading className="fc-blog__heading">
                  <a className="fc-blog__link" href={post.href}>
                    {post.heading}
                  </a>
                </PostHeading>
                <a className="fc-link fc-blog__more" href={post.href}>
                  {readMoreLabel}
                  <span className="fc-sr-only">: {post.heading}</span>
                </a>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
