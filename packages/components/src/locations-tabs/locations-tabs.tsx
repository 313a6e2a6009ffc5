import {
  filterLocations,
  locationTabs,
  type LocationGroupData,
  type LocationPanelData,
} from '@forecourt/stock-rules'
import { useId, useState, type ReactNode } from 'react'
import { useReportedText } from '../hooks/use-reported-text'
import { fill } from '../format'
import { HoursList, LicenceNumbers, LocationAddress } from '../location-card/location-parts'
import { LocationMap } from '../location-map/location-map'
import { TabList } from './tab-list'

export type { LocationGroupData, LocationPanelData }

/** Texts of {@link LocationsTabs}. */
export interface LocationsTabsTexts {
  /** @defaultValue 'Search locations...' */
  searchPlaceholder: string
  /** @defaultValue 'Search locations' */
  searchLabel: string
  /** Label of the group selector. @defaultValue 'Dealership' */
  group: string
  /** Accessible name of the tab list; `{group}` is the group's name. @defaultValue '{group} departments' */
  tabs: string
  /** @defaultValue { sales: 'Sales', used: 'Used', service: 'Service', parts: 'Parts', 'service-and-parts': 'Service & Parts' } */
  types: Record<'sales' | 'used' | 'service' | 'parts' | 'service-and-parts', string>
  /** @defaultValue "No locations match '{query}'." */
  noResults: string
  /** @defaultValue '{count} locations found' */
  found: string
  /** @defaultValue 'Opening Hours' */
  hours: string
  /** @defaultValue 'Visit Website' */
  visitWebsite: string
  /** @defaultValue 'View Details' */
  viewDetails: string
  /** @defaultValue 'DL#' */
  dealerLicence: string
  /** @defaultValue 'MVR#' */
  repairerLicence: string
  /** @defaultValue '(opens in a new tab)' */
  newTab: string
}

/** Default texts of {@link LocationsTabs}. */
export const defaultLocationsTabsTexts: LocationsTabsTexts = {
  searchPlaceholder: 'Search locations...',
  searchLabel: 'Search locations',
  group: 'Dealership',
  tabs: '{group} departments',
  types: {
    sales: 'Sales',
    used: 'Used',
    service: 'Service',
    parts: 'Parts',
    'service-and-parts': 'Service & Parts',
  },
  noResults: "No locations match '{query}'.",
  found: '{count} locations found',
  hours: 'Opening Hours',
  visitWebsite: 'Visit Website',
  viewDetails: 'View Details',
  dealerLicence: 'DL#',
  repairerLicence: 'MVR#',
  newTab: '(opens in a new tab)',
}

/** Props of {@link LocationsTabs}. */
export interface LocationsTabsProps {
  groups: LocationGroupData[]
  /** The search box's text (the `locationQuery` URL parameter). */
  query: string
  /** Called on each keystroke; the page writes `locationQuery` to the URL (replacing the history entry). */
  onQueryChange: (query: string) => void
  /** The group shown first. @defaultValue the first */
  defaultGroup?: string
  /** @defaultValue 2 */
  headingLevel?: 2 | 3
  texts?: Partial<LocationsTabsTexts>
}

function Visual({ location }: { location: LocationPanelData }): ReactNode {
  const visual = location.visual
  if (!visual) return null
  if (visual.kind === 'map')
    return (
      <LocationMap name={location.name} map={visual.map} googleEmbedSrc={visual.googleEmbedSrc ?? null} />
    )
  return (
    <img
      className={visual.kind === 'logo' ? 'fc-ltabs__logo' : 'fc-ltabs__image'}
      src={visual.src}
      alt={visual.alt}
      width={visual.kind === 'logo' ? 160 : 400}
      height={visual.kind === 'logo' ? 80 : 150}
      loading="lazy"
    />
  )
}

/**
 * The locations page (spec section 2): per location group (dealership), tabs by location type (sales, used, service,
 * parts; blank shown as sales), back to the first tab when the group changes. Each tab shows address, opening hours,
 * phone, Visit Website, DL# and MVR#, and a map, location image or brand logo. The 'Search locations...' box filters
 * by the spec's rule (case-insensitive substring of name, postcode, street or location type) and reports each
 * keystroke so the page can write `locationQuery` to the URL.
 * @example <LocationsTabs groups={groups} query={query} onQueryChange={setQuery} />
 */
export function LocationsTabs({
  groups,
  query,
  onQueryChange,
  defaultGroup,
  headingLevel = 2,
  texts,
}: LocationsTabsProps) {
  const t = {
    ...defaultLocationsTabsTexts,
    ...texts,
    types: { ...defaultLocationsTabsTexts.types, ...texts?.types },
  }
  const id = useId()
  // The URL answers a keystroke later than the next key can come: the box keeps what was typed meanwhile.
  const [typed, type] = useReportedText(query, onQueryChange)
  const [groupKey, setGroupKey] = useState(defaultGroup ?? groups[0]?.key ?? '')
  const [tabIndex, setTabIndex] = useState(0)
  const matching = groups
    .map((group) => ({
      ...group,
      locations: filterLocations(
        group.locations.map((location) => ({
          ...location,
          location_type: location.type,
          address: { street: location.street, postcode: location.postcode },
        })),
        typed,
      ),
    }))
    .filter((group) => group.locations.length > 0)
  const group = matching.find((candidate) => candidate.key === groupKey) ?? matching[0]
  const tabs = group ? locationTabs(group.locations) : []
  const selectedTab = Math.min(tabIndex, Math.max(0, tabs.length - 1))
  const tab = tabs[selectedTab]
  const count = matching.reduce((sum, candidate) => sum + candidate.locations.length, 0)
  const Heading = `h${headingLevel}` as const
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4'
  return (
    <div className="fc-ltabs">
      <div className="fc-ltabs__controls">
        <div className="fc-ltabs__field">
          <label htmlFor={`${id}-search`} className="fc-sr-only">
            {t.searchLabel}
          </label>
          <input
            id={`${id}-search`}
            className="fc-ltabs__search"
            type="search"
            value={typed}
            placeholder={t.searchPlaceholder}
            autoComplete="off"
            onChange={(event) => type(event.target.value)}
          />
        </div>
        {matching.length > 1 ? (
          <div className="fc-ltabs__field">
            <label htmlFor={`${id}-group`}>{t.group}</label>
            <select
              id={`${id}-group`}
              className="fc-hours__select"
              value={group?.key ?? ''}
              onChange={(event) => {
                setGroupKey(event.target.value)
                // The spec: the locations tab resets to the first tab when the location group changes.
                setTabIndex(0)
              }}
            >
              {matching.map((candidate) => (
                <option key={candidate.key} value={candidate.key}>
                  {candidate.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <p className="fc-sr-only" role="status">
        {typed.trim()
          ? count > 0
            ? fill(t.found, { count })
            : fill(t.noResults, { query: typed.trim() })
          : ''}
      </p>
      {!group || !tab ? (
        <p className="fc-panel">{fill(t.noResults, { query: typed.trim() })}</p>
      ) : (
        <section className="fc-ltabs__group" aria-labelledby={`${id}-group-heading`}>
          <Heading className="fc-ltabs__heading" id={`${id}-group-heading`}>
            {group.name}
          </Heading>
          <TabList
            tabs={tabs.map((item) => ({ key: item.type, label: t.types[item.type] }))}
            selected={selectedTab}
            onSelect={setTabIndex}
            label={fill(t.tabs, { group: group.name })}
            idPrefix={id}
          />
          <div
            className="fc-ltabs__panel"
            role="tabpanel"
            id={`${id}-panel-${selectedTab}`}
            aria-labelledby={`${id}-tab-${selectedTab}`}
            tabIndex={0}
          >
            <ul className="fc-ltabs__list">
              {tab.locations.map((location) => (
                <li key={location.id} className="fc-panel fc-ltabs__location">
                  <div className="fc-ltabs__details">
                    <SubHeading className="fc-ltabs__name">
                      {location.href ? (
                        <a className="fc-link" href={location.href}>
                          {location.name}
                        </a>
                      ) : (
                        location.name
                      )}
                    </SubHeading>
                    <LocationAddress className="fc-ltabs__address" location={location} />
                    <HoursList label={t.hours} rows={location.hours} />
                    <LicenceNumbers
                      dealerLicence={location.dealerLicence}
                      repairerLicence={location.repairerLicence}
                      labels={t}
                    />
                    <p className="fc-lcard__actions">
                      {location.href ? (
                        <a className="fc-button" href={location.href}>
                          {t.viewDetails}
                          <span className="fc-sr-only">, {location.name}</span>
                        </a>
                      ) : null}
                      {location.website ? (
                        <a
                          className="fc-link"
                          href={location.website}
                          target="_blank"
                          rel="noopener noreferrer"
                        >
                          {t.visitWebsite}
                          <span className="fc-sr-only">
                            , {location.name} {t.newTab}
                          </span>
                        </a>
                      ) : null}
                    </p>
                  </div>
                  <div className="fc-ltabs__visual">
                    <Visual location={location} />
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </div>
  )
}
