import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { cx } from '../format'

/** One day of a {@link AppointmentPicker} with its free times. */
export interface AppointmentDay {
  /** 'YYYY-MM-DD'. */
  date: string
  /** As shown, e.g. 'Mon 3 Jun'. */
  label: string
  /** Free times in order: `value` is the ISO date-time sent with the lead, `label` e.g. '9:30 am'. */
  times: { value: string; label: string }[]
}

/** Texts of {@link AppointmentPicker}. */
export interface AppointmentPickerTexts {
  /** Spec section 3. @defaultValue 'Test Drive Booking Date' */
  label: string
  /** @defaultValue 'Day' */
  day: string
  /** @defaultValue 'Time' */
  time: string
  /** @defaultValue 'No times available' */
  noDays: string
  /** @defaultValue 'Loading available times…' */
  loading: string
  /** @defaultValue '*' */
  requiredMarker: string
  /** @defaultValue 'Error:' */
  errorPrefix: string
}

/** Default texts of {@link AppointmentPicker}. */
export const defaultAppointmentTexts: AppointmentPickerTexts = {
  label: 'Test Drive Booking Date',
  day: 'Day',
  time: 'Time',
  noDays: 'No times available',
  loading: 'Loading available times…',
  requiredMarker: '*',
  errorPrefix: 'Error:',
}

/** Props of {@link AppointmentPicker}. */
export interface AppointmentPickerProps {
  /** The free slots grouped by day, days in order (the test drive's appointment availability). */
  slots: AppointmentDay[]
  /** The chosen time's ISO value, or null/'' for none. */
  value: string | null
  onChange: (value: string) => void
  /** Called when the shopper picks a day, e.g. to load its times. */
  onDayChange?: (date: string) => void
  /** Availability is loading: shows the loading text and marks the picker busy. @defaultValue false */
  loading?: boolean
  /** Shown for a day without free times. @defaultValue 'No times available on this day' */
  emptyText?: string
  /** The time radios' name, for a form post. @defaultValue 'appointment' */
  name?: string
  /** @defaultValue false */
  required?: boolean
  /** An error message, tied to the picker. */
  error?: string
  /** Id of the first focusable control, for error-summary links. */
  id?: string
  /** @defaultValue {@link defaultAppointmentTexts} */
  texts?: Partial<AppointmentPickerTexts>
  className?: string
}

function startDay(days: AppointmentDay[], value: string | null): string | undefined {
  const withValue = value ? days.find((day) => day.times.some((time) => time.value === value)) : undefined
  return (withValue ?? days.find((day) => day.times.length) ?? days[0])?.date
}

/**
 * The test drive's 'Test Drive Booking Date' (spec section 3): a row of days and the chosen day's free times. Both
 * are radio groups: Tab reaches each group once, the arrow keys (and Home, End) move and choose within it. Times are
 * native radio buttons named `name`, so the choice also posts without JavaScript.
 * @example <AppointmentPicker slots={days} value={time} onChange={setTime} loading={loading} />
 */
export function AppointmentPicker({
  slots: days,
  value,
  onChange,
  onDayChange,
  loading = false,
  emptyText = 'No times available on this day',
  name = 'appointment',
  required = false,
  error,
  id,
  texts,
  className,
}: AppointmentPickerProps) {
  const t = { ...defaultAppointmentTexts, ...texts }
  const baseId = useId()
  const [chosenDay, setChosenDay] = useState(() => startDay(days, value))
  const dayRefs = useRef<(HTMLButtonElement | null)[]>([])
  const current =
    days.find((day) => day.date === chosenDay) ?? days.find((day) => day.date === startDay(days, value))
  const errorId = `${baseId}-error`
  const statusId = `${baseId}-status`

  const pickDay = (index: number) => {
    const day = days[index]
    if (!day) return
    setChosenDay(day.date)
    dayRefs.current[index]?.focus()
    onDayChange?.(day.date)
  }

  const onDayKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = days.findIndex((day) => day.date === current?.date)
    const last = days.length - 1
    const moves: Record<string, number> = {
      ArrowRight: index >= last ? 0 : index + 1,
      ArrowDown: index >= last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      ArrowUp: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    pickDay(next)
  }

  const timesHaveId = !!current?.times.length
  return (
    <fieldset
      className={cx('fc-appointment', error && 'fc-formfield--invalid', className)}
      aria-describedby={
        [error ? errorId : null, loading ? statusId : null].filter(Boolean).join(' ') || undefined
      }
      aria-busy={loading || undefined}
    >
      <legend className="fc-formfield__label">
        {t.label}
        {required ? (
          <span className="fc-formfield__marker" aria-hidden="true">
            {' '}
            {t.requiredMarker}
          </span>
        ) : null}
      </legend>
      {error ? (
        <p className="fc-formfield__error" id={errorId}>
          <span className="fc-sr-only">{t.errorPrefix}</span> {error}
        </p>
      ) : null}
      <p className="fc-appointment__status" id={statusId} role="status">
        {loading ? t.loading : ''}
      </p>
      {days.length ? (
        <>
          <div
            className="fc-appointment__days"
            role="radiogroup"
            aria-label={t.day}
            aria-required={required || undefined}
            onKeyDown={onDayKeyDown}
          >
            {days.map((day, index) => {
              const checked = day.date === current?.date
              return (
                <button
                  key={day.date}
                  ref={(element) => {
                    dayRefs.current[index] = element
                  }}
                  id={!timesHaveId && checked ? id : undefined}
                  type="button"
                  role="radio"
                  aria-checked={checked}
                  tabIndex={checked ? 0 : -1}
                  className={cx('fc-appointment__day', !day.times.length && 'fc-appointment__day--full')}
                  onClick={() => pickDay(index)}
                >
                  {day.label}
                </button>
              )
            })}
          </div>
          {current && current.times.length ? (
            <div
              className="fc-appointment__times"
              role="radiogroup"
              aria-label={`${t.time}, ${current.label}`}
            >
              {current.times.map((time, index) => (
                <label key={time.value} className="fc-appointment__time">
                  <input
                    className="fc-appointment__radio"
                    type="radio"
                    id={index === 0 ? id : undefined}
                    name={name}
                    value={time.value}
                    checked={time.value === value}
                    required={required}
                    aria-invalid={error ? true : undefined}
                    onChange={() => onChange(time.value)}
                  />
                  <span>{time.label}</span>
                </label>
              ))}
            </div>
          ) : (
            <p className="fc-appointment__empty">{loading ? '' : emptyText}</p>
          )}
        </>
      ) : (
        <p className="fc-appointment__empty">{loading ? '' : t.noDays}</p>
      )}
    </fieldset>
  )
}
