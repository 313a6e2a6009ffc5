import type { CarSummaryData } from '../form-fields/form-types'

/** Props of {@link CarSummary}. */
export interface CarSummaryProps {
  car: CarSummaryData
  className?: string
}

/**
 * A small card of the car a form is about: photo, name (linked when it has an `href`) and price text.
 * @example <CarSummary car={{ name: '2023 Toyota HiLux SR5', priceText: '$45,990 Drive Away' }} />
 */
export function CarSummary({ car, className }: CarSummaryProps) {
  return (
    <div className={['fc-carsummary', className].filter(Boolean).join(' ')}>
      {car.image ? (
        <img
          className="fc-carsummary__image"
          src={car.image.src}
          alt={car.image.alt ?? ''}
          width={160}
          height={120}
          decoding="async"
        />
      ) : null}
      <div className="fc-carsummary__text">
        <p className="fc-carsummary__name">
          {car.href ? (
            <a className="fc-link" href={car.href}>
              {car.name}
            </a>
          ) : (
            car.name
          )}
        </p>
        {car.priceText ? <p className="fc-carsummary__price">{car.priceText}</p> : null}
      </div>
    </div>
  )
}
