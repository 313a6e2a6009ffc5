import { useEffect, useRef, type ReactNode } from 'react'
import { cx } from '../format'
import type { CarSummaryData } from '../form-fields/form-types'
import { CarSummary } from './car-summary'

/** Props of {@link SuccessPanel}. */
export interface SuccessPanelProps {
  /** @defaultValue 'Thank you' */
  heading?: string
  /** e.g. 'Your enquiry has been sent. We will be in touch soon.' */
  message?: ReactNode
  /** The car the enquiry was about. */
  car?: CarSummaryData
  /** Where to go next, e.g. back to the car or to search. The first is shown as the main button. @defaultValue [] */
  links?: { label: string; href: string }[]
  /** @defaultValue 1 (the /success page) */
  headingLevel?: 1 | 2 | 3
  /** Focus the heading on mount, for a panel that replaces a form on the same page. @defaultValue false */
  focusOnMount?: boolean
  className?: string
}

/**
 * The page shown after a successful enquiry or test-drive booking (spec route /success): 'Thank you', a message, the
 * car it was about and links onwards.
 * @example <SuccessPanel message="We will be in touch soon." car={car} links={[{ label: 'Back to the car', href: car.href }]} />
 */
export function SuccessPanel({
  heading = 'Thank you',
  message,
  car,
  links = [],
  headingLevel = 1,
  focusOnMount = false,
  className,
}: SuccessPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus()
  }, [focusOnMount])
  const Heading = `h${headingLevel}` as const
  return (
    <div className={cx('fc-panel', 'fc-success', className)}>
      <svg
        className="fc-success__icon"
        viewBox="0 0 48 48"
        width="48"
        height="48"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="24" cy="24" r="22" fill="currentColor" />
        <path
          d="M14 24.5l7 7 13-14"
          fill="none"
          stroke="var(--fc-color-on-primary, #fff)"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <Heading className="fc-success__heading" ref={headingRef} tabIndex={focusOnMount ? -1 : undefined}>
        {heading}
      </Heading>
      {message ? <div className="fc-success__message">{message}</div> : null}
      {car ? <CarSummary car={car} className="fc-success__car" /> : null}
      {links.length ? (
        <ul className="fc-success__links">
          {links.map((link, index) => (
            <li key={link.href}>
              <a className={cx('fc-button', index > 0 && 'fc-button--outline')} href={link.href}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
