import { LocationsTabs } from '@forecourt/components/locations'
import type { LocationsPageData } from '../site/locations-types'

/** Props of {@link ContactLocations}. */
export interface ContactLocationsProps {
  page: LocationsPageData
  /** The URL's `locationQuery`. */
  query: string
  /** Writes `locationQuery` to the URL. */
  onQueryChange: (query: string) => void
}

/**
 * The locations page on /contact: every location group (dealership) with its tabs by location type, and the
 * 'Search locations...' box.
 * @example <ContactLocations page={locations} query={query} onQueryChange={setQuery} />
 */
export function ContactLocations({ page, query, onQueryChange }: ContactLocationsProps) {
  if (page.groups.length === 0) return null
  return (
    <section className="fc-section" aria-labelledby="contact-locations-heading">
      <h2 className="fc-section__heading" id="contact-locations-heading">
        Our Locations
      </h2>
      <LocationsTabs groups={page.groups} query={query} onQueryChange={onQueryChange} headingLevel={3} />
    </section>
  )
}
