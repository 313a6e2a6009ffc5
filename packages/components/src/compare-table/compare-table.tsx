import { useId } from 'react'
import { cx } from '../format'

/** One car in a {@link CompareTable}. */
export interface CompareCar {
  id: string
  /** e.g. '2023 Toyota HiLux SR5'. */
  name: string
  /** The vehicle page. */
  href: string
  /** The car's photo; decorative beside its name. */
  image?: { src: string; width?: number; height?: number }
  /** Display text, e.g. '$45,990 Drive Away'. */
  priceText?: string
  /** Its specifications in order; labels shared by several cars line up in one row. */
  specs: { label: string; value: string }[]
}

/** Texts of {@link CompareTable}. */
export interface CompareTableTexts {
  /** The table's caption. @defaultValue 'Compare cars' */
  caption: string
  /** @defaultValue 'Price' */
  price: string
  /** @defaultValue 'Remove' */
  remove: string
  /** A spec a car does not list. @defaultValue '–' */
  missing: string
  /** Read in place of the missing mark. @defaultValue 'Not listed' */
  missingLabel: string
  /** @defaultValue 'No cars to compare yet' */
  empty: string
  /** @defaultValue 'Search cars' */
  search: string
  /** Shown with a single car. @defaultValue 'Add another car to compare.' */
  addAnother: string
}

/** Default texts of {@link CompareTable}. */
export const defaultCompareTexts: CompareTableTexts = {
  caption: 'Compare cars',
  price: 'Price',
  remove: 'Remove',
  missing: '–',
  missingLabel: 'Not listed',
  empty: 'No cars to compare yet',
  search: 'Search cars',
  addAnother: 'Add another car to compare.',
}

/** Props of {@link CompareTable}. */
export interface CompareTableProps {
  /** The cars side by side, 2 to 4. */
  cars: CompareCar[]
  /** Removes a car from the comparison. */
  onRemove: (id: string) => void
  /**
   * Where the empty state sends shoppers; null shows no link (a site without stock search pages).
   * @defaultValue '/search/new-used-and-demo-cars'
   */
  searchHref?: string | null
  /** @defaultValue {@link defaultCompareTexts} */
  texts?: Partial<CompareTableTexts>
  className?: string
}

/** Every spec label in the order cars list them. */
function specLabels(cars: CompareCar[]): string[] {
  const labels: string[] = []
  for (const car of cars)
    for (const spec of car.specs) if (!labels.includes(spec.label)) labels.push(spec.label)
  return labels
}

/**
 * Cars side by side in a real table: one column per car (photo, linked name, price and a Remove button in its header
 * cell), one row per specification with the label as the row header. On phones the table scrolls sideways inside a
 * focusable region with the label column kept in view. Without cars it shows 'No cars to compare yet' and a search
 * link.
 * @example <CompareTable cars={cars} onRemove={(id) => removeFromCompare(id)} />
 */
export function CompareTable({
  cars,
  onRemove,
  searchHref = '/search/new-used-and-demo-cars',
  texts,
  className,
}: CompareTableProps) {
  const t = { ...defaultCompareTexts, ...texts }
  const captionId = useId()
  if (!cars.length) {
    return (
      <div className={cx('fc-compare', 'fc-compare--empty', className)}>
        <p className="fc-compare__empty">{t.empty}</p>
        {searchHref ? (
          <a className="fc-button" href={searchHref}>
            {t.search}
          </a>
        ) : null}
      </div>
    )
  }
  const labels = specLabels(cars)
  return (
    <div className={cx('fc-compare', className)}>
      {cars.length === 1 ? (
        <p className="fc-compare__hint">
          {t.addAnother}
          {searchHref ? (
            <>
              {' '}
              <a className="fc-link" href={searchHref}>
                {t.search}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <div className="fc-compare__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="fc-compare__table" style={{ ['--fc-compare-count' as string]: cars.length }}>
          <caption className="fc-compare__caption" id={captionId}>
            {t.caption}
          </caption>
          <thead>
            {/* Photos and Remove buttons sit above the header row, so each column's header is just the car's name. */}
            <tr className="fc-compare__media">
              <td className="fc-compare__corner" />
              {cars.map((car) => (
                <td key={car.id} className="fc-compare__top">
                  <button type="button" className="fc-compare__remove" onClick={() => onRemove(car.id)}>
                    {t.remove} <span className="fc-sr-only">{car.name}</span>
                  </button>
                  {car.image ? (
                    <img
                      className="fc-compare__image"
                      src={car.image.src}
                      alt=""
                      width={car.image.width}
                      height={car.image.height}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : null}
                </td>
              ))}
            </tr>
            <tr>
              <td className="fc-compare__corner" />
              {cars.map((car) => (
                <th key={car.id} scope="col" className="fc-compare__car">
                  <a className="fc-compare__name" href={car.href}>
                    {car.name}
                  </a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {cars.some((car) => car.priceText) ? (
              <tr>
                <th scope="row">{t.price}</th>
                {cars.map((car) => (
                  <td key={car.id} className="fc-compare__price">
                    {car.priceText ?? <Missing texts={t} />}
                  </td>
                ))}
              </tr>
            ) : null}
            {labels.map((label) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {cars.map((car) => {
                  const value = car.specs.find((spec) => spec.label === label)?.value
                  return <td key={car.id}>{value ? value : <Missing texts={t} />}</td>
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

function Missing({ texts }: { texts: CompareTableTexts }) {
  return (
    <>
      <span aria-hidden="true">{texts.missing}</span>
      <span className="fc-sr-only">{texts.missingLabel}</span>
    </>
  )
}
