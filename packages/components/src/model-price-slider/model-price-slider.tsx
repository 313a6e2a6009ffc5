import { clampSliderPrice, modelPriceSlider, wholeDollars } from '@forecourt/stock-rules/models'
import { useId, useState, type CSSProperties } from 'react'
import { cx } from '../format'

/** Texts of {@link ModelPriceSlider}. */
export interface ModelPriceSliderTexts {
  /** The disclosure button. @defaultValue 'Filter by price' */
  toggle: string
  /** The slider's label. @defaultValue 'Maximum drive-away price' */
  label: string
}

/** Default {@link ModelPriceSliderTexts}. */
export const defaultModelPriceSliderTexts: ModelPriceSliderTexts = {
  toggle: 'Filter by price',
  label: 'Maximum drive-away price',
}

/** Props of {@link ModelPriceSlider}. */
export interface ModelPriceSliderProps {
  /** The chosen maximum price. */
  value: number
  /** Called with the new maximum, kept in bounds and on the step. */
  onChange: (value: number) => void
  /** @defaultValue 5000 */
  min?: number
  /** @defaultValue 250000 */
  max?: number
  /** @defaultValue 500 */
  step?: number
  /** Whether the panel starts open. @defaultValue false */
  defaultExpanded?: boolean
  texts?: Partial<ModelPriceSliderTexts>
}

/**
 * The model page's price slider: a disclosure that expands in 300 ms (at once with reduced motion) to a slider
 * from 5000 to 250000 in steps of 500, its value in whole dollars with commas.
 * @example <ModelPriceSlider value={budget} onChange={setBudget} />
 */
export function ModelPriceSlider({
  value,
  onChange,
  min = modelPriceSlider.min,
  max = modelPriceSlider.max,
  step = modelPriceSlider.step,
  defaultExpanded = false,
  texts,
}: ModelPriceSliderProps) {
  const t = { ...defaultModelPriceSliderTexts, ...texts }
  const id = useId()
  const [expanded, setExpanded] = useState(defaultExpanded)
  const bounds = { min, max, step }
  const current = clampSliderPrice(value, bounds)
  const panelId = `${id}-panel`
  const inputId = `${id}-input`
  return (
    <div
      className={cx('fc-price-slider', expanded && 'fc-price-slider--expanded')}
      style={{ '--fc-price-slider-ms': `${modelPriceSlider.expandMs}ms` } as CSSProperties}
    >
      <button
        type="button"
        className="fc-price-slider__toggle"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded(!expanded)}
      >
        {t.toggle}
        <svg
          className="fc-price-slider__chevron"
          viewBox="0 0 24 24"
          width="16"
          height="16"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      <div className="fc-price-slider__panel" id={panelId} hidden={!expanded}>
        <div className="fc-price-slider__inner">
          <label className="fc-price-slider__label" htmlFor={inputId}>
            {t.label}
          </label>
          <output className="fc-price-slider__value" htmlFor={inputId}>
            {wholeDollars(current)}
          </output>
          <input
            id={inputId}
            className="fc-price-slider__input"
            type="range"
            min={min}
            max={max}
            step={step}
            value={current}
            aria-valuetext={wholeDollars(current)}
            onChange={(event) => onChange(clampSliderPrice(Number(event.target.value), bounds))}
          />
          <div className="fc-price-slider__bounds" aria-hidden="true">
            <span>{wholeDollars(min)}</span>
            <span>{wholeDollars(max)}</span>
          </div>
        </div>
      </div>
    </div>
  )
}
