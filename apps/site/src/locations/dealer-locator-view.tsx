import { DealerLocator } from '@forecourt/components/locations'
import type { DealerLocatorData } from '../site/locations-types'

/** Props of {@link DealerLocatorView}. */
export interface DealerLocatorViewProps {
  data: DealerLocatorData
  /** Searches a postcode (the page puts it in the URL, so the server sorts). */
  onSearch: (postcode: string) => void
  /** Sorts from the browser's position (likewise through the URL). */
  onLocate: (position: { lat: number; lng: number }) => void
}

/**
 * /dealer-locator: a postcode field and 'Use my location'; the tenant's locations nearest first with their distance.
 * @example <DealerLocatorView data={data} onSearch={search} onLocate={locate} />
 */
export function DealerLocatorView({ data, onSearch, onLocate }: DealerLocatorViewProps) {
  return (
    <section className="fc-section" aria-labelledby="dealer-locator-heading">
      <h1 className="fc-section__heading" id="dealer-locator-heading">
        Find a Dealer
      </h1>
      <DealerLocator
        action="/dealer-locator"
        results={data.results}
        postcode={data.postcode}
        origin={data.origin}
        error={data.error}
        onSearch={onSearch}
        onLocate={onLocate}
      />
    </section>
  )
}
