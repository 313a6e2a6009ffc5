import type { LocatorResult } from '@forecourt/stock-rules'
import { useId, useState, type FormEvent } from 'react'
import { fill } from '../format'
import { LocationCard, type LocationCardTexts } from '../location-card/location-card'

export type { LocatorResult }

/** Texts of {@link DealerLocator}. */
export interface DealerLocatorTexts {
  /** @defaultValue 'Postcode' */
  postcode: string
  /** @defaultValue 'Find' */
  search: string
  /** @defaultValue 'Use my location' */
  useLocation: string
  /** @defaultValue 'Finding your location…' */
  locating: string
  /** Spec section 8: a postcode that cannot be placed. @defaultValue 'Invalid postcode' */
  invalidPostcode: string
  /** @defaultValue "We couldn't get your location. Please enter a postcode instead." */
  locationFailed: string
  /** Heading of the results after a search; `{origin}` is the postcode or 'your location'. @defaultValue 'Nearest to {origin}' */
  nearest: string
  /** @defaultValue 'your location' */
  yourLocation: string
  /** Heading of the results before a search. @defaultValue 'All locations' */
  all: string
}

/** Default texts of {@link DealerLocator}. */
export const defaultDealerLocatorTexts: DealerLocatorTexts = {
  postcode: 'Postcode',
  search: 'Find',
  useLocation: 'Use my location',
  locating: 'Finding your location…',
  invalidPostcode: 'Invalid postcode',
  locationFailed: "We couldn't get your location. Please enter a postcode instead.",
  nearest: 'Nearest to {origin}',
  yourLocation: 'your location',
  all: 'All locations',
}

/** What the browser's geolocation gives (`navigator.geolocation`). */
export type PositionSource = Pick<Geolocation, 'getCurrentPosition'>

/** Props of {@link DealerLocator}. */
export interface DealerLocatorProps {
  /** The locations, nearest first once there is an origin. */
  results: LocatorResult[]
  /** The postcode searched (shown in the field and the results heading). */
  postcode?: string | null
  /** Where the results are measured from: 'postcode', 'position' (the browser's), or null before a search. */
  origin?: 'postcode' | 'position' | null
  /** An error from the server, e.g. 'Invalid postcode'. */
  error?: string | null
  /** The form's action without JavaScript (a GET form with `postcode`). @defaultValue '' */
  action?: string
  /** A postcode of four digits was submitted. */
  onSearch: (postcode: string) => void
  /** The browser gave the shopper's position. */
  onLocate: (position: { lat: number; lng: number }) => void
  /** The geolocation source. @defaultValue navigator.geolocation when present */
  geolocation?: PositionSource | null
  texts?: Partial<DealerLocatorTexts>
  cardTexts?: Partial<LocationCardTexts>
}

/**
 * The dealer locator (spec section 2): a postcode field and a 'Use my location' button (the browser's geolocation);
 * the locations nearest first (haversine, 6371 km) with their distance. A postcode that is not four digits, or
 * that the server cannot place, shows 'Invalid postcode' and keeps what was typed.
 * @example <DealerLocator results={results} onSearch={(postcode) => navigate(postcode)} onLocate={sortByPosition} />
 */
export function DealerLocator({
  results,
  postcode,
  origin = null,
  error,
  action = '',
  onSearch,
  onLocate,
  geolocation,
  texts,
  cardTexts,
}: DealerLocatorProps) {
  const t = { ...defaultDealerLocatorTexts, ...texts }
  const id = useId()
  const [typed, setTyped] = useState(postcode ?? '')
  const [localError, setLocalError] = useState<string | null>(null)
  const [locating, setLocating] = useState(false)
  const source =
    geolocation === undefined
      ? typeof navigator === 'undefined'
        ? null
        : (navigator.geolocation ?? null)
      : geolocation
  const message = localError ?? error ?? null
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const code = typed.trim()
    if (!/^\d{4}$/.test(code)) {
      setLocalError(t.invalidPostcode)
      return
    }
    setLocalError(null)
    onSearch(code)
  }
  const locate = () => {
    if (!source) {
      setLocalError(t.locationFailed)
      return
    }
    setLocating(true)
    setLocalError(null)
    source.getCurrentPosition(
      (position) => {
        setLocating(false)
        onLocate({ lat: position.coords.latitude, lng: position.coords.longitude })
      },
      () => {
        setLocating(false)
        setLocalError(t.locationFailed)
      },
      { maximumAge: 600_000, timeout: 15_000 },
    )
  }
  const heading =
    origin === null
      ? t.all
      : fill(t.nearest, { origin: origin === 'postcode' && postcode ? postcode : t.yourLocation })
  return (
    <div className="fc-locator">
      <form className="fc-panel fc-locator__form" method="get" action={action} onSubmit={submit} noValidate>
        <div className="fc-locator__field">
          <label htmlFor={`${id}-postcode`}>{t.postcode}</label>
          <input
            id={`${id}-postcode`}
            name="postcode"
            className="fc-ltabs__search"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            value={typed}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-error` : undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <button type="submit" className="fc-button">
          {t.search}
        </button>
        <button
          type="button"
          className="fc-button fc-button--outline"
          onClick={locate}
          aria-disabled={locating || undefined}
        >
          {locating ? t.locating : t.useLocation}
        </button>
        <p id={`${id}-error`} className="fc-locator__error" role="alert">
          {message}
        </p>
      </form>
      <section aria-labelledby={`${id}-results`} className="fc-locator__results">
        <h2 className="fc-hours__heading" id={`${id}-results`}>
          {heading}
        </h2>
        <ol className="fc-lblock__grid fc-lblock__grid--3">
          {results.map((result) => (
            <li key={result.location.id}>
              <LocationCard location={result.location} distanceKm={result.distanceKm} texts={cardTexts} />
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}
