import { useRef } from 'react'
import { cx, fill } from '../format'
import { useInView } from '../hooks/use-in-view'
import { InlineMap, type VehicleMapData } from '../vehicle-map/vehicle-map'

/** Texts of {@link LocationMap}. */
export interface LocationMapTexts {
  /** Accessible name of the inline map; `{location}` is the location's name. @defaultValue 'Map showing {location}' */
  mapLabel: string
  /** Title of the Google embed; `{location}` is the location's name. @defaultValue 'Google Map of {location}' */
  embedTitle: string
}

/** Props of {@link LocationMap}. */
export interface LocationMapProps {
  /** The location's name, for the map's accessible name. */
  name: string
  /** The inline map (the site server's locator map data): the default, no key and no network. */
  map?: VehicleMapData | null
  /** A Google Maps embed address, only when the tenant has configured a key; it replaces the inline map once in view. */
  googleEmbedSrc?: string | null
  /** How far ahead of the viewport the embed starts loading. @defaultValue '200px' */
  embedRootMargin?: string
  texts?: Partial<LocationMapTexts>
  className?: string
}

/** Default texts of {@link LocationMap}. */
export const defaultLocationMapTexts: LocationMapTexts = {
  mapLabel: 'Map showing {location}',
  embedTitle: 'Google Map of {location}',
}

/**
 * A location's map: the vehicle map's inline SVG (server data, nothing to wait for) and, only when the tenant has a
 * Google Maps key, a lazy Google embed swapped in after the map comes into view. The embed is never part of the
 * first render. Renders nothing without map data or an embed.
 * @example <LocationMap name="Wattle Bay Kia Gosford - Sales" map={map} />
 */
export function LocationMap({
  name,
  map,
  googleEmbedSrc,
  embedRootMargin = '200px',
  texts,
  className,
}: LocationMapProps) {
  const t = { ...defaultLocationMapTexts, ...texts }
  const ref = useRef<HTMLDivElement>(null)
  const inView = useInView(ref, Boolean(googleEmbedSrc), embedRootMargin)
  if (!map && !googleEmbedSrc) return null
  return (
    <div ref={ref} className={cx('fc-vmap__map fc-lmap', className)}>
      {googleEmbedSrc && inView ? (
        <iframe
          className="fc-vmap__embed"
          src={googleEmbedSrc}
          title={fill(t.embedTitle, { location: name })}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      ) : map ? (
        <InlineMap map={map} label={fill(t.mapLabel, { location: name })} />
      ) : (
        <div className="fc-vmap__placeholder" aria-hidden="true" />
      )}
    </div>
  )
}
