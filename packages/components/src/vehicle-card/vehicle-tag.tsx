import type { VehicleTag } from '@forecourt/stock-rules'
import { cx } from '../format'

/** Props of {@link VehicleTagLabel}. */
export interface VehicleTagLabelProps {
  /** The tag as stock-rules `tagDisplay` gives it. */
  tag: VehicleTag
  /** Where it sits: `fc-vcard__tag` over a card's picture, `fc-vsidebar__tag` in the sidebar. */
  className: string
}

/**
 * A car's tag in its tone. The certified tag is the certified program's logo when the tenant gives one (its text is
 * the logo's alt text), else a seal badge with the text, so it reads as a mark rather than a plain label.
 * @example <VehicleTagLabel className="fc-vcard__tag" tag={{ text: 'Toyota Certified', tone: 'certified' }} />
 */
export function VehicleTagLabel({ tag, className }: VehicleTagLabelProps) {
  const classes = cx(className, `fc-vcard__tag--${tag.tone}`)
  if (tag.tone !== 'certified') return <span className={classes}>{tag.text}</span>
  if (tag.logoUrl)
    return (
      <span className={cx(classes, 'fc-vcard__tag--logo')}>
        <img className="fc-vcard__tag-logo" src={tag.logoUrl} alt={tag.text} height={28} decoding="async" />
      </span>
    )
  return (
    <span className={classes}>
      <SealIcon />
      {tag.text}
    </span>
  )
}

function SealIcon() {
  return (
    <svg
      className="fc-vcard__tag-seal"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 1.5l2.4 1.8 3-.2.9 2.8 2.5 1.7-1 2.8 1 2.8-2.5 1.7-.9 2.8-3-.2L12 19.3l-2.4-1.8-3 .2-.9-2.8-2.5-1.7 1-2.8-1-2.8 2.5-1.7.9-2.8 3 .2z"
        fill="currentColor"
      />
      <path
        d="M8 10.5l2.6 2.6L16 7.8"
        fill="none"
        stroke="var(--fc-tag-seal-check, #fff)"
        strokeWidth="2.2"
      />
      <path
        d="M8 18.5l-1.5 4.5 2.8-1.2 1.6 2.2 1.1-4.1M16 18.5l1.5 4.5-2.8-1.2-1.6 2.2-1.1-4.1"
        fill="currentColor"
      />
    </svg>
  )
}
