import { isMaxRange, isMinRange } from '@forecourt/search-url'
import { useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react'
import { fill, formatCount } from '../format'

/** A range refinement: a side left undefined sets no limit. */
export interface RangeFilterValue {
  min?: number
  max?: number
}

export interface RangeFilterTexts {
  /** Name of the lower handle and box; `{label}` is the filter's label. @defaultValue 'Minimum {label}' */
  minimum: string
  /** Name of the upper handle and box. @defaultValue 'Maximum {label}' */
  maximum: string
}

export interface RangeFilterProps {
  /** The filter's name, e.g. 'Price'. */
  label: string
  /** The lowest value offered. */
  min: number
  /** The highest value offered. */
  max: number
  /** The handles' step; the handles always stay at least one step apart. */
  step: number
  value: RangeFilterValue
  /**
   * Called when a handle is released, a key is let go or a box is left or submitted (not on every pixel of a
   * drag). A handle at its own bound sets no limit on that side (search-url's isMinRange/isMaxRange).
   */
  onChange: (range: RangeFilterValue) => void
  /** A value as shown, e.g. '$25,000' or '60,000 km'. @defaultValue en-AU digit grouping */
  format?: (value: number) => string
  texts?: Partial<RangeFilterTexts>
}

interface Handles {
  lower: number
  upper: number
}

type Side = 'lower' | 'upper'

/**
 * The handles for a value: each side clamped to the bounds, and the lower kept at least one step below the upper
 * (spec: "the lower can never reach or exceed the upper and vice versa").
 */
function handlesFor(value: RangeFilterValue, min: number, max: number, step: number): Handles {
  const upper = Math.min(max, Math.max(value.max ?? max, min + step))
  const lower = Math.max(min, Math.min(value.min ?? min, upper - step))
  return { lower, upper }
}

/** Two-handle range: two native range inputs over one track, plus two number boxes, all keyboard accessible. */
export function RangeFilter({
  label,
  min,
  max,
  step,
  value,
  onChange,
  format = formatCount,
  texts,
}: RangeFilterProps) {
  const t = { minimum: 'Minimum {label}', maximum: 'Maximum {label}', ...texts }
  const id = useId()
  const source = `${value.min}:${value.max}:${min}:${max}:${step}`
  const [synced, setSynced] = useState(source)
  const [handles, setHandlesState] = useState(() => handlesFor(value, min, max, step))
  const [editing, setEditing] = useState<{ side: Side; text: string } | null>(null)
  const latest = useRef(handles)
  // A handle at its own bound sets no limit on that side.
  const rangeOf = ({ lower, upper }: Handles): RangeFilterValue => ({
    min: isMinRange({ min: lower }, { min, max }) ? undefined : lower,
    max: isMaxRange({ max: upper }, { min, max }) ? undefined : upper,
  })
  const keyOf = (range: RangeFilterValue) => `${range.min}:${range.max}`
  const committed = useRef<string | null>(null)
  committed.current ??= keyOf(rangeOf(handles))

  // New props (a search state change) replace the handles.
  if (synced !== source) {
    const next = handlesFor(value, min, max, step)
    setSynced(source)
    setHandlesState(next)
    latest.current = next
    committed.current = keyOf(rangeOf(next))
  }

  const snap = (raw: number) => Math.min(max, Math.max(min, min + Math.round((raw - min) / step) * step))

  /** Moves one handle, never to or past the other. */
  const move = (side: Side, raw: number): Handles => {
    const { lower, upper } = latest.current
    const next =
      side === 'lower'
        ? { lower: Math.max(min, Math.min(snap(raw), upper - step)), upper }
        : { lower, upper: Math.min(max, Math.max(snap(raw), lower + step)) }
    latest.current = next
    setHandlesState(next)
    return next
  }

  const commit = () => {
    const range = rangeOf(latest.current)
    const key = keyOf(range)
    if (key === committed.current) return
    committed.current = key
    onChange(range)
  }

  const onSliderKey = (side: Side) => (event: KeyboardEvent<HTMLInputElement>) => {
    const current = latest.current[side]
    const big = Math.max(step, Math.round((max - min) / 10 / step) * step)
    const target = {
      ArrowRight: current + step,
      ArrowUp: current + step,
      ArrowLeft: current - step,
      ArrowDown: current - step,
      PageUp: current + big,
      PageDown: current - big,
      Home: min,
      End: max,
    }[event.key]
    if (target === undefined) return
    event.preventDefault()
    move(side, target)
  }

  const sliderProps = (side: Side, name: string) => ({
    className: `fc-range__slider fc-range__slider--${side}`,
    type: 'range' as const,
    min,
    max,
    step,
    value: handles[side],
    'aria-label': name,
    'aria-valuetext': format(handles[side]),
    onChange: (event: { target: HTMLInputElement }) => move(side, Number(event.target.value)),
    onKeyDown: onSliderKey(side),
    onKeyUp: commit,
    onPointerUp: commit,
    onBlur: commit,
  })

  const boxProps = (side: Side, name: string) => ({
    className: 'fc-field fc-range__box',
    type: 'number' as const,
    inputMode: 'numeric' as const,
    min,
    max,
    step,
    'aria-label': name,
    value: editing?.side === side ? editing.text : String(handles[side]),
    onChange: (event: { target: HTMLInputElement }) => setEditing({ side, text: event.target.value }),
    onBlur: () => finishTyping(side),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') finishTyping(side)
    },
  })

  const finishTyping = (side: Side) => {
    if (editing?.side === side) {
      const digits = editing.text.replace(/[^\d.]/g, '')
      // An emptied box means no limit on that side.
      const typed = digits === '' ? (side === 'lower' ? min : max) : Number(digits)
      if (Number.isFinite(typed)) move(side, typed)
      setEditing(null)
    }
    commit()
  }

  const span = max - min || 1
  const track = {
    '--fc-range-from': `${((handles.lower - min) / span) * 100}%`,
    '--fc-range-to': `${((handles.upper - min) / span) * 100}%`,
  } as CSSProperties
  const minimumName = fill(t.minimum, { label })
  const maximumName = fill(t.maximum, { label })
  return (
    <fieldset className="fc-range">
      <legend className="fc-sr-only">{label}</legend>
      <p className="fc-range__values" aria-hidden="true">
        {format(handles.lower)} – {format(handles.upper)}
      </p>
      <div className="fc-range__track" style={track}>
        <input {...sliderProps('lower', minimumName)} />
        <input {...sliderProps('upper', maximumName)} />
      </div>
      <div className="fc-range__boxes">
        <input id={`${id}-min`} {...boxProps('lower', minimumName)} />
        <span aria-hidden="true">–</span>
        <input id={`${id}-max`} {...boxProps('upper', maximumName)} />
      </div>
    </fieldset>
  )
}
