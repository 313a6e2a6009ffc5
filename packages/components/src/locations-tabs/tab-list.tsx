import { useRef, type KeyboardEvent } from 'react'
import { cx } from '../format'

/** A tab of {@link TabList}. */
export interface TabItem {
  key: string
  label: string
}

/** Props of {@link TabList}. */
export interface TabListProps {
  tabs: readonly TabItem[]
  selected: number
  onSelect: (index: number) => void
  /** Accessible name of the tab list. */
  label: string
  /** Prefix of the tab and panel ids: tab `{idPrefix}-tab-{index}` controls panel `{idPrefix}-panel-{index}`. */
  idPrefix: string
  className?: string
}

/**
 * An ARIA tab list with automatic activation: arrows move and select, Home and End go to the ends, only the selected
 * tab is in the Tab order. Pair each panel with `role="tabpanel"`, id `{idPrefix}-panel-{index}` and
 * `aria-labelledby` `{idPrefix}-tab-{index}`.
 * @example <TabList tabs={[{ key: 'sales', label: 'Sales' }]} selected={0} onSelect={setTab} label="Departments" idPrefix={id} />
 */
export function TabList({ tabs, selected, onSelect, label, idPrefix, className }: TabListProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const move = (index: number) => {
    const next = (index + tabs.length) % tabs.length
    onSelect(next)
    refs.current[next]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(selected + 1),
      ArrowLeft: () => move(selected - 1),
      Home: () => move(0),
      End: () => move(tabs.length - 1),
    }
    const action = keys[event.key]
    if (!action) return
    event.preventDefault()
    action()
  }
  return (
    <div className={cx('fc-tabs', className)} role="tablist" aria-label={label}>
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          ref={(element) => {
            refs.current[index] = element
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${index}`}
          aria-controls={`${idPrefix}-panel-${index}`}
          aria-selected={index === selected}
          tabIndex={index === selected ? 0 : -1}
          className={cx('fc-tabs__tab', index === selected && 'fc-tabs__tab--selected')}
          onClick={() => onSelect(index)}
          onKeyDown={onKeyDown}
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}
