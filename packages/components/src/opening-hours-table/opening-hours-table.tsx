import type { DepartmentHours, HolidayHoursRow } from '@forecourt/stock-rules'
import { useId, useState } from 'react'
import { Dialog } from '../dialog/dialog'

export type { DepartmentHours, HolidayHoursRow }

/** Texts of {@link OpeningHoursTable}. */
export interface OpeningHoursTableTexts {
  /** @defaultValue 'Opening Hours' */
  heading: string
  /** Label of the department selector. @defaultValue 'Department' */
  department: string
  /** @defaultValue 'Day' */
  day: string
  /** @defaultValue 'Hours' */
  hours: string
  /** The button and the dialog's title. @defaultValue 'Holiday Hours' */
  holidayHours: string
  /** @defaultValue 'Date' */
  date: string
  /** @defaultValue 'Close' */
  close: string
}

/** Default texts of {@link OpeningHoursTable}. */
export const defaultOpeningHoursTexts: OpeningHoursTableTexts = {
  heading: 'Opening Hours',
  department: 'Department',
  day: 'Day',
  hours: 'Hours',
  holidayHours: 'Holiday Hours',
  date: 'Date',
  close: 'Close',
}

/** Props of {@link OpeningHoursTable}. */
export interface OpeningHoursTableProps {
  /** One entry per department; the selector shows when there are several. */
  departments: DepartmentHours[]
  /** The department shown first. @defaultValue the first */
  defaultDepartment?: string
  /** @defaultValue 2 */
  headingLevel?: 2 | 3
  texts?: Partial<OpeningHoursTableTexts>
}

/**
 * The location details page's 'Opening Hours' table, Monday to Sunday (spec section 2), with a department selector
 * when several location types exist (selecting one changes the hours shown, spec section 4) and the department's
 * special and holiday hours in the 'Holiday Hours' dialog.
 * @example <OpeningHoursTable departments={[{ type: 'sales', label: 'Sales', rows, holidays: [] }]} />
 */
export function OpeningHoursTable({
  departments,
  defaultDepartment,
  headingLevel = 2,
  texts,
}: OpeningHoursTableProps) {
  const t = { ...defaultOpeningHoursTexts, ...texts }
  const id = useId()
  const [selectedType, setSelectedType] = useState(defaultDepartment ?? departments[0]?.type ?? '')
  const [holidaysOpen, setHolidaysOpen] = useState(false)
  const selected = departments.find((department) => department.type === selectedType) ?? departments[0]
  if (!selected) return null
  const Heading = `h${headingLevel}` as const
  return (
    <section className="fc-panel fc-hours" aria-labelledby={`${id}-heading`}>
      <Heading className="fc-hours__heading" id={`${id}-heading`}>
        {t.heading}
      </Heading>
      {departments.length > 1 ? (
        <div className="fc-hours__department">
          <label htmlFor={`${id}-department`}>{t.department}</label>
          <select
            id={`${id}-department`}
            className="fc-hours__select"
            value={selected.type}
            onChange={(event) => setSelectedType(event.target.value)}
          >
            {departments.map((department) => (
              <option key={department.type} value={department.type}>
                {department.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <table className="fc-hours__table">
        <caption className="fc-sr-only">
          {t.heading}: {selected.label}
        </caption>
        <thead className="fc-sr-only">
          <tr>
            <th scope="col">{t.day}</th>
            <th scope="col">{t.hours}</th>
          </tr>
        </thead>
        <tbody>
          {selected.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {selected.holidays.length > 0 ? (
        <>
          <button
            type="button"
            className="fc-button fc-button--outline"
            onClick={() => setHolidaysOpen(true)}
          >
            {t.holidayHours}
          </button>
          <Dialog
            open={holidaysOpen}
            onClose={() => setHolidaysOpen(false)}
            title={t.holidayHours}
            size="small"
            closeLabel={t.close}
          >
            <table className="fc-hours__table">
              <caption className="fc-sr-only">
                {t.holidayHours}: {selected.label}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t.date}</th>
                  <th scope="col">{t.hours}</th>
                </tr>
              </thead>
              <tbody>
                {selected.holidays.map((row) => (
                  <tr key={row.date}>
                    <th scope="row">
                      <time dateTime={row.date}>{row.label}</time>
                    </th>
                    <td>{row.hours}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Dialog>
        </>
      ) : null}
    </section>
  )
}
