import { useId } from 'react'

/** A sort the shopper can choose: the value (e.g. an index name) and its label. */
export interface SortSelectOption {
  value: string
  label: string
}

export interface SortSelectProps {
  options: SortSelectOption[]
  value: string
  onChange: (value: string) => void
  /** @defaultValue 'Sort by' */
  label?: string
}

/** A labelled native select of sort orders. */
export function SortSelect({ options, value, onChange, label = 'Sort by' }: SortSelectProps) {
  const id = useId()
  return (
    <div className="fc-sort">
      <label className="fc-sort__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="fc-sort__select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
