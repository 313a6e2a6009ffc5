import { locationBlockLayout, locationBlockLocations, type LocationBlockFilter } from '@forecourt/stock-rules'
import { useId, useState } from 'react'
import { cx } from '../format'
import { LocationCard, type LocationCardData, type LocationCardTexts } from '../location-card/location-card'
import { TabList } from '../locations-tabs/tab-list'

/** Props of {@link LocationBlock}. */
export interface LocationBlockProps {
  /** @defaultValue 'Our Locations' */
  title?: string
  locations: LocationCardData[]
  /** primary, sales, service, parts, service-and-parts, all, or a location id. @defaultValue 'all' */
  filter?: LocationBlockFilter
  /** 'tabbed-map': one tab per location with its embedded map (tenant option locations.blockLayout). @defaultValue 'cards' */
  layout?: 'cards' | 'tabbed-map'
  /** Accessible name of the tabbed map's tab list. @defaultValue 'Locations' */
  tabsLabel?: string
  /** @defaultValue 2 */
  headingLevel?: 2 | 3
  cardTexts?: Partial<LocationCardTexts>
}

/**
 * The location block (spec section 2): the locations its filter keeps, as a single large card with its map for one
 * location, a grid whose column count follows the count for several (2 under 3, 3 for 3, 4 over 3), or, where the
 * tenant configures it, a tabbed embedded map. Renders nothing when the filter keeps no location.
 * @example <LocationBlock locations={locations} filter="service" />
 */
export function LocationBlock({
  title = 'Our Locations',
  locations,
  filter = 'all',
  layout = 'cards',
  tabsLabel = 'Locations',
  headingLevel = 2,
  cardTexts,
}: LocationBlockProps) {
  const id = useId()
  const [selected, setSelected] = useState(0)
  const shown = locationBlockLocations(
    locations.map((location) => ({
      ...location,
      location_type: (location.type ?? '') as
        '' | 'sales' | 'used' | 'service' | 'parts' | 'service-and-parts',
    })),
    filter,
  )
  const arrangement = locationBlockLayout(shown.length)
  if (arrangement.kind === 'empty') return null
  const Heading = `h${headingLevel}` as const
  const cardHeading = headingLevel === 2 ? 3 : 2
  const current = shown[Math.min(selected, shown.length - 1)]
  return (
    <section className="fc-section fc-lblock" aria-labelledby={`${id}-heading`}>
      <Heading className="fc-section__heading" id={`${id}-heading`}>
        {title}
      </Heading>
      {layout === 'tabbed-map' && shown.length > 1 && current ? (
        <div className="fc-lblock__tabbed">
          <TabList
            tabs={shown.map((location) => ({ key: String(location.id), label: location.name }))}
            selected={shown.indexOf(current)}
            onSelect={setSelected}
            label={tabsLabel}
            idPrefix={id}
          />
          <div
            role="tabpanel"
            id={`${id}-panel-${shown.indexOf(current)}`}
            aria-labelledby={`${id}-tab-${shown.indexOf(current)}`}
            className="fc-lblock__panel"
          >
            <LocationCard location={current} size="large" headingLevel={cardHeading} texts={cardTexts} />
          </div>
        </div>
      ) : arrangement.kind === 'single' && current ? (
        <LocationCard location={current} size="large" headingLevel={cardHeading} texts={cardTexts} />
      ) : (
        <ul
          className={cx(
            'fc-lblock__grid',
            arrangement.kind === 'grid' && `fc-lblock__grid--${arrangement.columns}`,
          )}
        >
          {shown.map((location) => (
            <li key={location.id}>
              <LocationCard location={location} headingLevel={cardHeading} texts={cardTexts} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
