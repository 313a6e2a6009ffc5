import type { VehicleTag } from '@forecourt/stock-rules'

/** Props of {@link VehicleTagLabel}. */
export interface VehicleTagLabelProps {
  /** The tag as stock-rules `tagDisplay` gives it. */
  tag: VehicleTag
  /** Where it sits: `fc-vcard__tag` over a card's picture, `fc-vsidebar__tag` in the sidebar. */
  className: string
}

/**
 * A car's tag in its tone. The certified tag is the certified program's logo when the tenant gives one (its text is
 * the logo's alt text), else a seal badge (drawn by the stylesheet, so cards carry no extra script) with the text.
 * @example <VehicleTagLabel className="fc-vcard__tag" tag={{ text: 'Toyota Certified', tone: 'certified' }} />
 */
export function VehicleTagLabel({ tag, className }: VehicleTagLabelProps) {
  // The logo's height comes from the stylesheet, so it takes its place without shifting the page as it loads.
  const logo = tag.tone === 'certified' ? tag.logoUrl : undefined
  return (
    <span className={`${className} fc-vcard__tag--${tag.tone}`}>
      {logo ? <img className="fc-vcard__tag-logo" src={logo} alt={tag.text} /> : tag.text}
    </span>
  )
}
