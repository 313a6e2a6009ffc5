import { useState } from 'react'
import { LocationBlock, LocationDetails, LocationsTabs } from '@forecourt/components/locations'
import { SiteLeadForm } from '../forms-pages/form-page'
import type { LocationPage } from '../site/locations-types'
import type { SiteShell } from '../site/site-types'

/** Props of {@link LocationPageView}. */
export interface LocationPageViewProps {
  page: LocationPage
  shell: SiteShell
  /** The 'Search locations...' box of a dealership's page (the URL's `locationQuery`). @defaultValue '' */
  query?: string
  /** Writes `locationQuery` to the URL; without it the box filters in place. */
  onQueryChange?: (query: string) => void
}

/**
 * A page of /locations/{slug}, /our-location/{slug} or /contact-us/{slug}: a dealership's locations page (tabs,
 * search and its location block), or one location's details with its enquiry form (hidden location_id).
 * @example <LocationPageView page={page} shell={shell} query={query} onQueryChange={setQuery} />
 */
export function LocationPageView({ page, shell, query = '', onQueryChange }: LocationPageViewProps) {
  const [typed, setTyped] = useState(query)
  if (page.kind === 'details')
    return (
      <LocationDetails location={page.details}>
        <div className="fc-panel">
          <SiteLeadForm
            shell={shell}
            form="location"
            subject={{ locationId: page.locationId }}
            id="location-enquiry"
            title={page.formTitle}
          />
        </div>
      </LocationDetails>
    )
  return (
    <>
      <section className="fc-section" aria-labelledby="locations-heading">
        <h1 className="fc-section__heading" id="locations-heading">
          {page.head.title}
        </h1>
        <LocationsTabs
          groups={page.page.groups}
          defaultGroup={page.groupKey}
          query={onQueryChange ? query : typed}
          onQueryChange={onQueryChange ?? setTyped}
        />
      </section>
      <LocationBlock title={page.block.title} locations={page.block.locations} layout={page.block.layout} />
    </>
  )
}
