import {
  formatMoney,
  formatNumber,
  kilometreQuickPicks,
  kilometreSuffix,
  parseNumberInput,
} from '@forecourt/finance-math'
import { useId, useState } from 'react'
import { cx, fill } from '../format'

/**
 * A number with thousands separators and at most two decimals, as the calculators' inputs show it.
 * @example formatGrouped(30000) // '30,000'
 */
export function formatGrouped(value: number): string {
  return formatNumber(value, { maximumFractionDigits: 2 })
}

/** Every visible string of the number field; each has a default, and `{name}` placeholders are filled in. */
export interface NumberFieldTexts {
  /** Accessible name of the quick-pick group; `{label}` is the field's label. @defaultValue '{label} quick picks' */
  quickPicks: string
}

/** Props of {@link NumberField}. */
export interface NumberFieldProps {
  /** The visible label. */
  label: string
  /** The value; null shows an empty field. */
  value: number | null
  /**
   * Called on every keystroke with the number read from the field (null when nothing numeric is left), and with
   * the amount of a quick pick. The field keeps what the shopper typed until it loses focus, then shows `value`
   * formatted, so a parent that clamps sees its clamped value appear only once the shopper moves on.
   */
  onChange: (value: number | null) => void
  /** Shown before the field, e.g. '$'. Decorative: say the unit in the label or hint too if it matters. */
  prefix?: string
  /** Shown after the field, e.g. ' kms'. */
  suffix?: string
  /** How the value shows while the field is not being edited. @defaultValue thousands separators, up to 2 decimals */
  format?: (value: number) => string
  /** Reads a number from the field's text. @defaultValue finance-math's `parseNumberInput` */
  parse?: (text: string) => number | null
  /** @defaultValue 'decimal' */
  inputMode?: 'numeric' | 'decimal'
  /** A short help text under the field, tied to it with aria-describedby. */
  hint?: string
  /** An error or clamping message, tied to the field with aria-describedby and announced politely. */
  message?: string | null
  /** One-tap amounts offered under the field. @defaultValue [] */
  quickPicks?: readonly number[]
  /** How a quick pick reads. @defaultValue `format` with the prefix and suffix */
  formatQuickPick?: (value: number) => string
  /** @defaultValue false */
  disabled?: boolean
  /** The input's id. @defaultValue a generated id */
  id?: string
  /** The input's name, for forms. */
  name?: string
  /** Replaces any of the default texts. @defaultValue the English texts of {@link NumberFieldTexts} */
  texts?: Partial<NumberFieldTexts>
}

/**
 * A labelled text field for amounts: a visible prefix or suffix, thousands separators once the shopper moves on,
 * optional quick picks, and a hint and message tied to the field. It never throws away what the shopper typed
 * while they are typing.
 */
export function NumberField({
  label,
  value,
  onChange,
  prefix,
  suffix,
  format = formatGrouped,
  parse = parseNumberInput,
  inputMode = 'decimal',
  hint,
  message,
  quickPicks = [],
  formatQuickPick,
  disabled = false,
  id,
  name,
  texts,
}: NumberFieldProps) {
  const t = { quickPicks: '{label} quick picks', ...texts }
  const generatedId = useId()
  const inputId = id ?? `${generatedId}-input`
  const hintId = `${inputId}-hint`
  const messageId = `${inputId}-message`
  const [draft, setDraft] = useState<string | null>(null)
  const shown = draft ?? (value === null ? '' : format(value))
  const describedBy = [hint ? hintId : null, message ? messageId : null].filter(Boolean).join(' ')
  const pickText = formatQuickPick ?? ((pick: number) => `${prefix ?? ''}${format(pick)}${suffix ?? ''}`)
  return (
    <div className={cx('fc-numfield', disabled && 'fc-numfield--disabled')}>
      <label className="fc-numfield__label" htmlFor={inputId}>
        {label}
      </label>
      <div className={cx('fc-numfield__box', message && 'fc-numfield__box--invalid')}>
        {prefix ? (
          <span className="fc-numfield__affix" aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          className="fc-numfield__input"
          id={inputId}
          name={name}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          value={shown}
          disabled={disabled}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            setDraft(event.target.value)
            onChange(parse(event.target.value))
          }}
          onBlur={() => setDraft(null)}
        />
        {suffix ? (
          <span className="fc-numfield__affix fc-numfield__affix--suffix" aria-hidden="true">
            {suffix.trim()}
          </span>
        ) : null}
      </div>
      {hint ? (
        <p className="fc-numfield__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <p className="fc-numfield__message" id={messageId} aria-live="polite">
        {message ?? ''}
      </p>
      {quickPicks.length ? (
        <div className="fc-numfield__picks" role="group" aria-label={fill(t.quickPicks, { label })}>
          {quickPicks.map((pick) => (
            <button
              key={pick}
              type="button"
              className="fc-numfield__pick"
              aria-pressed={pick === value}
              disabled={disabled}
              onClick={() => {
                setDraft(null)
                onChange(pick)
              }}
            >
              {pickText(pick)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}

/** Props of {@link MoneyInput}: a number field with a `$` prefix. */
export type MoneyInputProps = Omit<NumberFieldProps, 'prefix'> & {
  /** @defaultValue '$' */
  prefix?: string
}

/**
 * A money input (spec section 5): `$` prefix and thousands separators. Pass finance-math's `moneyQuickPicks`
 * (the $5,000 to $70,000 set, or the premium set) as `quickPicks` to offer one-tap amounts.
 * @example <MoneyInput label="Purchase price" value={30000} onChange={setAmount} quickPicks={moneyQuickPicks.standard} />
 */
export function MoneyInput({ prefix = '$', formatQuickPick = formatMoney, ...props }: MoneyInputProps) {
  return <NumberField prefix={prefix} formatQuickPick={formatQuickPick} {...props} />
}

/** Props of {@link KilometresInput}: a number field with the ' kms' suffix. */
export type KilometresInputProps = Omit<NumberFieldProps, 'suffix'> & {
  /** @defaultValue ' kms' */
  suffix?: string
}

/**
 * A kilometres input (spec section 5): ' kms' suffix, thousands separators and, by default, finance-math's
 * `kilometreQuickPicks`.
 * @example <KilometresInput label="Distance per week" value={250} onChange={setDistance} />
 */
export function KilometresInput({
  suffix = kilometreSuffix,
  quickPicks = kilometreQuickPicks,
  inputMode = 'numeric',
  ...props
}: KilometresInputProps) {
  return <NumberField suffix={suffix} quickPicks={quickPicks} inputMode={inputMode} {...props} />
}
