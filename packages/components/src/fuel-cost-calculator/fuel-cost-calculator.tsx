import { formatMoney, formatNumber } from '@forecourt/finance-math'
import { defaultFuelCostInput, fuelCost, parseCalculatorInput } from '@forecourt/stock-rules'
import { useId, useState } from 'react'
import { fill } from '../format'
import { formatGrouped, KilometresInput, NumberField } from '../finance-calculator/money-input'

/** Every visible string of the fuel cost calculator; each has a default, and `{name}` placeholders are filled in. */
export interface FuelCostCalculatorTexts {
  /** @defaultValue 'Fuel Cost Calculator' */
  heading: string
  /** @defaultValue 'Fuel price ($ per litre)' */
  fuelPrice: string
  /** @defaultValue 'Distance per week' */
  distance: string
  /** @defaultValue 'Fuel consumption (L/100km)' */
  consumption: string
  /** @defaultValue 'Estimated fuel cost' */
  result: string
  /** `{cost}` is the weekly cost in dollars and cents. @defaultValue '{cost} per week' */
  perWeek: string
  /** Small print under the result. @defaultValue 'An estimate only. Actual fuel use depends on how and where you drive.' */
  note: string
}

/** Props of {@link FuelCostCalculator}. */
export interface FuelCostCalculatorProps {
  /**
   * Litres per 100 km to start from: the car's combined consumption when the site has it (stock-rules'
   * `carFuelConsumption(car)`). @defaultValue 10
   */
  consumption?: number | null
  /** Dollars per litre to start from. @defaultValue 1.7 */
  pricePerLitre?: number
  /** Kilometres per week to start from. @defaultValue 250 */
  distanceKm?: number
  /** The section's id, for in-page links. */
  id?: string
  /** @defaultValue 2 */
  headingLevel?: 2 | 3
  /** Replaces any of the default texts. @defaultValue the English texts of {@link FuelCostCalculatorTexts} */
  texts?: Partial<FuelCostCalculatorTexts>
}

// The spec's read-only fuel inputs strip '$', commas and ' kms'; NaN (nothing numeric) reads as an empty field.
function parseFuelInput(text: string): number | null {
  const value = parseCalculatorInput(text)
  return Number.isFinite(value) ? value : null
}

const positive = (value: number | null) => Math.max(0, value ?? 0)

/**
 * The fuel cost calculator (spec section 9): fuel price, kilometres per week and consumption give the weekly cost,
 * distance / 100 × consumption × price (stock-rules' `fuelCost`); defaults 1.70 $/L, 250 km and 10 L/100km.
 *
 * The spec hides it for electric cars: the site simply does not render it then.
 * @example {showFuelCalculator(car) ? <FuelCostCalculator consumption={carFuelConsumption(car)} /> : null}
 */
export function FuelCostCalculator({
  consumption,
  pricePerLitre = defaultFuelCostInput.pricePerLitre,
  distanceKm = defaultFuelCostInput.distanceKm,
  id,
  headingLevel = 2,
  texts,
}: FuelCostCalculatorProps) {
  const t: FuelCostCalculatorTexts = {
    heading: 'Fuel Cost Calculator',
    fuelPrice: 'Fuel price ($ per litre)',
    distance: 'Distance per week',
    consumption: 'Fuel consumption (L/100km)',
    result: 'Estimated fuel cost',
    perWeek: '{cost} per week',
    note: 'An estimate only. Actual fuel use depends on how and where you drive.',
    ...texts,
  }
  const headingId = useId()
  const resultId = useId()
  const [price, setPrice] = useState<number | null>(pricePerLitre)
  const [distance, setDistance] = useState<number | null>(distanceKm)
  const [litres, setLitres] = useState<number | null>(
    consumption && consumption > 0 ? consumption : defaultFuelCostInput.litresPer100Km,
  )
  const cost = fuelCost({
    pricePerLitre: positive(price),
    distanceKm: positive(distance),
    litresPer100Km: positive(litres),
  })
  const Heading = `h${headingLevel}` as const
  return (
    <section className="fc-panel fc-fuel" id={id} aria-labelledby={headingId}>
      <Heading className="fc-fuel__heading" id={headingId}>
        {t.heading}
      </Heading>
      <div className="fc-fuel__fields">
        <NumberField
          label={t.fuelPrice}
          value={price}
          onChange={setPrice}
          prefix="$"
          format={(value) => formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
          parse={parseFuelInput}
        />
        <KilometresInput label={t.distance} value={distance} onChange={setDistance} parse={parseFuelInput} />
        <NumberField
          label={t.consumption}
          value={litres}
          onChange={setLitres}
          suffix="L/100km"
          format={formatGrouped}
          parse={parseFuelInput}
        />
      </div>
      <p className="fc-fuel__result">
        <span className="fc-fuel__result-label" id={resultId}>
          {t.result}
        </span>{' '}
        <output className="fc-fuel__cost" aria-labelledby={resultId} aria-live="polite">
          {fill(t.perWeek, { cost: formatMoney(cost, { cents: true }) })}
        </output>
      </p>
      <p className="fc-fuel__note">{t.note}</p>
    </section>
  )
}
