import type { AutogaugeResponse, DealLabel } from '@forecourt/stock-rules'
import {
  dealLabel,
  gaugeColourBand,
  gaugeFillPercent,
  isPriceComparisonVisible,
  priceComparison,
} from '@forecourt/stock-rules'
import { formatMoney } from '@forecourt/finance-math'
import { useId } from 'react'
import { fill } from '../format'
import { useReducedMotion } from '../hooks/use-reduced-motion'
import { useCountUp } from './use-count-up'

/**
 * What the block shows. The site loads `GET {api base}/{car path}/autogauge` itself: `loading` meanwhile, `hidden`
 * when the call failed or came back empty (the site logs 'No data returned' or the error, spec section 8), and
 * `ready` with the response. A ready response that fails the visibility rule (spec section 5) shows nothing too.
 */
export type PriceComparisonState =
  { status: 'loading' } | { status: 'hidden' } | { status: 'ready'; gauge: AutogaugeResponse }

/** Every visible string of the price comparison block; each has a default, and `{name}` placeholders are filled in. */
export interface PriceComparisonTexts {
  /** @defaultValue 'Price comparison' */
  heading: string
  /** Read by screen readers while the block loads. @defaultValue 'Loading price comparison' */
  loading: string
  /** The gauge's accessible name. @defaultValue 'Deal rating' */
  meter: string
  /** @defaultValue { 'good deal': 'Good deal', 'great deal': 'Great deal' } */
  deals: Record<DealLabel, string>
  /** @defaultValue 'Market range' */
  marketRange: string
  /** `{min}` and `{max}` in dollars. @defaultValue '{min} – {max}' */
  range: string
  /** @defaultValue 'This car' */
  listingPrice: string
}

/** Props of {@link PriceComparison}. */
export interface PriceComparisonProps {
  /** What to show: a skeleton, nothing, or the gauge (see {@link PriceComparisonState}). */
  state: PriceComparisonState
  /** @defaultValue 2 */
  headingLevel?: 2 | 3
  /** Replaces any of the default texts. @defaultValue the English texts of {@link PriceComparisonTexts} */
  texts?: Partial<PriceComparisonTexts>
}

const defaultTexts: PriceComparisonTexts = {
  heading: 'Price comparison',
  loading: 'Loading price comparison',
  meter: 'Deal rating',
  deals: { 'good deal': 'Good deal', 'great deal': 'Great deal' },
  marketRange: 'Market range',
  range: '{min} – {max}',
  listingPrice: 'This car',
}

/**
 * The price comparison block (the autogauge): a skeleton while loading, nothing when hidden, otherwise a gauge that
 * counts up to its fill over 2 seconds (at once under reduced motion), never below 20%, coloured by band (0.3,
 * 0.6), labelled good deal below 0.65 and great deal from there, with the market range and the listing price.
 */
export function PriceComparison({ state, headingLevel = 2, texts }: PriceComparisonProps) {
  const t: PriceComparisonTexts = { ...defaultTexts, ...texts }
  const headingId = useId()
  const Heading = `h${headingLevel}` as const
  if (state.status === 'hidden') return null
  if (state.status === 'ready' && !isPriceComparisonVisible(state.gauge)) return null
  return (
    <section
      className="fc-panel fc-pricecmp"
      aria-labelledby={headingId}
      aria-busy={state.status === 'loading' || undefined}
    >
      <Heading className="fc-pricecmp__heading" id={headingId}>
        {t.heading}
      </Heading>
      {state.status === 'loading' ? (
        <div className="fc-pricecmp__skeleton">
          <span className="fc-sr-only">{t.loading}</span>
          <span className="fc-pricecmp__bone fc-pricecmp__bone--label" aria-hidden="true" />
          <span className="fc-pricecmp__bone fc-pricecmp__bone--gauge" aria-hidden="true" />
          <span className="fc-pricecmp__bone fc-pricecmp__bone--text" aria-hidden="true" />
        </div>
      ) : (
        <Gauge gauge={state.gauge} texts={t} />
      )}
    </section>
  )
}

interface ReadyGauge {
  fill: number
  listing_price: number
  market_range_min: number
  market_range_max: number
}

function Gauge({ gauge, texts: t }: { gauge: AutogaugeResponse; texts: PriceComparisonTexts }) {
  // isPriceComparisonVisible has checked every figure is present.
  const { fill: fraction, listing_price, market_range_min, market_range_max } = gauge as ReadyGauge
  const target = gaugeFillPercent(fraction)
  const reducedMotion = useReducedMotion()
  const shown = useCountUp(
    priceComparison.minimumGaugePercent,
    target,
    priceComparison.countUpMs,
    reducedMotion,
  )
  const deal = t.deals[dealLabel(fraction)]
  return (
    <div className={`fc-pricecmp__body fc-pricecmp--${gaugeColourBand(fraction)}`}>
      <p className="fc-pricecmp__deal" aria-hidden="true">
        {deal}
      </p>
      <div
        className="fc-pricecmp__gauge"
        role="meter"
        aria-label={t.meter}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(target)}
        aria-valuetext={deal}
      >
        <span className="fc-pricecmp__fill" style={{ width: `${shown}%` }} />
      </div>
      <dl className="fc-pricecmp__figures">
        <div>
          <dt>{t.marketRange}</dt>
          <dd>{fill(t.range, { min: formatMoney(market_range_min), max: formatMoney(market_range_max) })}</dd>
        </div>
        <div>
          <dt>{t.listingPrice}</dt>
          <dd>{formatMoney(listing_price)}</dd>
        </div>
      </dl>
      {gauge.description ? <p className="fc-pricecmp__description">{gauge.description}</p> : null}
    </div>
  )
}
