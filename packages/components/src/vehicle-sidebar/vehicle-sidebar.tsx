import type { VehicleTag } from '@forecourt/stock-rules'
import type { ReactNode } from 'react'
import { cx, fill } from '../format'
import { FavouriteButton, type FavouriteButtonTexts } from '../favourite-button/favourite-button'
import { PhoneReveal, type PhoneRevealTexts } from '../phone-reveal/phone-reveal'
import { PrintActions, type PrintActionsProps, type PrintActionsTexts } from '../print-actions/print-actions'
import {
  ShareButton,
  ShareMenu,
  type ShareButtonTexts,
  type ShareMenuTexts,
} from '../share-button/share-button'
import { SoldPanel, type SoldPanelTexts } from '../sold-panel/sold-panel'
import { VehicleTagLabel } from '../vehicle-card/vehicle-tag'
import {
  VehicleActions,
  type VehicleAction,
  type VehicleActionsTexts,
} from '../vehicle-actions/vehicle-actions'

/** A price as displayed: the amount (or the preorder or 'Enquire for price.' text) and its price type. */
export interface VehiclePrice {
  /** e.g. '$52,990', or stock-rules `priceDisplay`'s text when the price is 10 or less. */
  text: string
  /** The price type, e.g. 'Drive Away' or 'Excl. Govt. Charges'. */
  note?: string
}

/** Visible texts of {@link VehicleSidebar}, and those of the blocks inside it. */
export interface VehicleSidebarTexts {
  /** The reduced-price indicator; `{price}` is the earlier price. @defaultValue 'Was {price}' */
  wasPrice: string
  /** The saving beside it; `{amount}` is the saving. @defaultValue 'Save {amount}' */
  saving: string
  /** The below-market badge. @defaultValue 'Below market price' */
  belowMarket: string
  /** The weekly finance estimate link; `{amount}` is the weekly repayment. @defaultValue 'Finance from {amount} per week' */
  financeEstimate: string
  /** The location link; `{name}` is the location name. @defaultValue '{name}' */
  location: string
  actions?: Partial<VehicleActionsTexts>
  sold?: Partial<SoldPanelTexts>
  share?: Partial<ShareButtonTexts>
  shareMenu?: Partial<ShareMenuTexts>
  favourite?: Partial<FavouriteButtonTexts>
  phoneReveal?: Partial<PhoneRevealTexts>
  print?: Partial<PrintActionsTexts>
}

const defaultTexts: VehicleSidebarTexts = {
  wasPrice: 'Was {price}',
  saving: 'Save {amount}',
  belowMarket: 'Below market price',
  financeEstimate: 'Finance from {amount} per week',
  location: '{name}',
}

/** Props of {@link VehicleSidebar}. */
export interface VehicleSidebarProps {
  /** Year, make and model, the page's h1, e.g. '2023 Toyota HiLux'. */
  title: string
  /** Badge and series, e.g. 'SR5 GUN126R'. */
  subtitle?: string
  /** The car's tag, e.g. Reserved or COMING SOON (stock-rules `cardTag`). */
  tag?: VehicleTag | null
  /**
   * Whether the car is available (stock-rules `sidebarMode(car).fullSidebar`). An unavailable car shows the SOLD
   * panel in place of the price block and the action buttons.
   */
  available: boolean
  /** The price slot (stock-rules `priceDisplay`): the amount only above 10, else the preorder or no-price text. */
  price: VehiclePrice
  /** The reduced-price indicator (stock-rules `reducedPrice`), formatted: `{ was: '$54,990', saving: '$2,000' }`. */
  reducedPrice?: { was: string; saving?: string } | null
  /** The below-market badge (stock-rules `isBelowMarket`: more than $499 under the average market price). */
  belowMarket?: boolean
  /** The weekly repayment estimate, formatted, e.g. '$189'; it links to the finance calculator. */
  financeEstimate?: string | null
  /** @defaultValue '#finance-calculator' */
  financeHref?: string
  /** The car's location, linking to the map; with `href: null` (no map, no location page) it is named unlinked. `href` @defaultValue '#vehicle-map' */
  location?: { name: string; href?: string | null } | null
  /** Share: the vehicle URL (site URL plus `/cars/{slug}`); `menu` adds the social share menu. */
  share?: { url: string; vehicleName?: string; menu?: boolean } | null
  /** Favourite, when the site enables it; shown only for available cars. */
  favourite?: { pressed: boolean; onToggle: (pressed: boolean) => void } | null
  /** Print tools: the printable page and the PDF download. */
  print?: Pick<
    PrintActionsProps,
    'printHref' | 'onDownloadPdf' | 'onDownloadPdfError' | 'defaultPreparing'
  > | null
  /** Reserve Car Now, for cars eligible for reservation. */
  reserve?: VehicleAction | null
  /** Enquire Now, or Instant Message through its `label`. */
  enquiry?: VehicleAction | null
  /** The location phone for Call Now. */
  phone?: string | null
  /** Called when Call Now or the revealed number is followed; the site fires analytics event 25. */
  onCall?: () => void
  /**
   * Shows `phone` as a number masked after its first 5 characters until revealed; `onReveal` sends the reveal
   * record. `showNumber` is the site option that shows numbers unmasked.
   */
  phoneReveal?: { showNumber?: boolean; onReveal?: () => void } | null
  /** Find Me Something Similar for unavailable cars; leave it out when the no-stock option is set. */
  findSimilar?: VehicleAction | null
  /** @defaultValue see {@link VehicleSidebarTexts} */
  texts?: Partial<VehicleSidebarTexts>
}

/** The location line: a link where there is somewhere to go, else the name alone. */
function LocationLine({ href, children }: { href: string | null; children: ReactNode }) {
  return href ? (
    <a className="fc-vsidebar__location" href={href}>
      {children}
    </a>
  ) : (
    <p className="fc-vsidebar__location">{children}</p>
  )
}

/**
 * The vehicle page sidebar: the h1 (year, make, model), badge and series, tag, price with its type, reduced-price
 * indicator, weekly finance estimate (to #finance-calculator), location (to #vehicle-map), the masked phone number,
 * Share, Favourite, Print and the action buttons. An unavailable car gets the SOLD panel and Find Me Something Similar instead of the price
 * block and the buttons.
 */
export function VehicleSidebar({
  title,
  subtitle,
  tag,
  available,
  price,
  reducedPrice,
  belowMarket = false,
  financeEstimate,
  financeHref = '#finance-calculator',
  location,
  share,
  favourite,
  print,
  reserve,
  enquiry,
  phone,
  onCall,
  phoneReveal,
  findSimilar,
  texts,
}: VehicleSidebarProps) {
  const t = { ...defaultTexts, ...texts }
  const showFavourite = available && favourite
  return (
    <div className={cx('fc-panel', 'fc-vsidebar', !available && 'fc-vsidebar--unavailable')}>
      <div className="fc-vsidebar__header">
        {tag ? <VehicleTagLabel className="fc-vsidebar__tag" tag={tag} /> : null}
        <h1 className="fc-vsidebar__title">{title}</h1>
        {subtitle ? <p className="fc-vsidebar__subtitle">{subtitle}</p> : null}
      </div>

      {available ? (
        <div className="fc-vsidebar__price-block">
          <p className="fc-vsidebar__price">
            <span className="fc-vsidebar__amount">{price.text}</span>
            {price.note ? <span className="fc-vsidebar__note">{price.note}</span> : null}
          </p>
          {reducedPrice ? (
            <p className="fc-vsidebar__reduced">
              <span className="fc-vsidebar__was">{fill(t.wasPrice, { price: reducedPrice.was })}</span>
              {reducedPrice.saving ? (
                <span className="fc-vsidebar__saving">{fill(t.saving, { amount: reducedPrice.saving })}</span>
              ) : null}
            </p>
          ) : null}
          {belowMarket ? <p className="fc-vsidebar__below-market">{t.belowMarket}</p> : null}
          {financeEstimate ? (
            <a className="fc-vsidebar__finance" href={financeHref}>
              {fill(t.financeEstimate, { amount: financeEstimate })}
            </a>
          ) : null}
        </div>
      ) : null}

      {location ? (
        <LocationLine href={location.href === undefined ? '#vehicle-map' : location.href}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
              fill="currentColor"
            />
          </svg>
          {fill(t.location, { name: location.name })}
        </LocationLine>
      ) : null}

      {available && phone && phoneReveal ? (
        <PhoneReveal
          className="fc-vsidebar__phone"
          phone={phone}
          showNumber={phoneReveal.showNumber}
          onReveal={phoneReveal.onReveal}
          onCall={onCall}
          texts={t.phoneReveal}
        />
      ) : null}

      {share || showFavourite || print ? (
        <div className="fc-vsidebar__tools">
          {share ? (
            <ShareButton
              url={share.url}
              vehicleName={share.vehicleName ?? title}
              showCopiedLabel
              texts={t.share}
            />
          ) : null}
          {showFavourite ? (
            <FavouriteButton pressed={favourite.pressed} onToggle={favourite.onToggle} texts={t.favourite} />
          ) : null}
          {print ? <PrintActions {...print} texts={t.print} /> : null}
          {share?.menu ? (
            <ShareMenu url={share.url} vehicleName={share.vehicleName ?? title} texts={t.shareMenu} />
          ) : null}
        </div>
      ) : null}

      {available ? (
        <VehicleActions
          className="fc-vsidebar__actions"
          reserve={reserve}
          enquiry={enquiry}
          phone={phone}
          onCall={onCall}
          texts={t.actions}
        />
      ) : (
        <SoldPanel findSimilar={findSimilar} phone={phone} onCall={onCall} texts={t.sold} />
      )}
    </div>
  )
}
