import type { VehicleMapData, VehicleMapPin } from '@forecourt/stock-rules'
import { useId, useRef } from 'react'
import { cx, fill } from '../format'
import { useInView } from '../hooks/use-in-view'

export type { VehicleMapData, VehicleMapPin }

/** The location the car is at. */
export interface VehicleMapLocation {
  /** e.g. 'Wattle Bay Kia Gosford - Sales'. */
  name: string
  /** One line, e.g. '240 Manns Road, Gosford NSW 2250'. */
  address: string
  /** As displayed, with its tel: link. */
  phone?: { text: string; href: string } | null
  /** Latitude, for the directions link. */
  lat: number
  /** Longitude, for the directions link. */
  lng: number
}

export interface VehicleMapTexts {
  /** @defaultValue 'Vehicle Location' */
  heading: string
  /** Accessible name of the map; `{location}` is the location's name. @defaultValue 'Map showing {location}' */
  mapLabel: string
  /** Title of the embedded Google map; `{location}` is the location's name. @defaultValue 'Google Map of {location}' */
  embedTitle: string
  /** @defaultValue 'Get Directions' */
  directions: string
  /** Read after links that open a new tab. @defaultValue '(opens in a new tab)' */
  newTab: string
}

export interface VehicleMapProps {
  /** The section's id, the target of in-page links such as the sidebar's location button. @defaultValue 'vehicle-map' */
  id?: string
  location: VehicleMapLocation
  /** The inline map. Without it (and without an embed) only the address and directions show. */
  map?: VehicleMapData | null
  /**
   * A Google Maps embed address, when the tenant has configured a Maps key. The embed replaces the inline map once the
   * section comes into view (it is never part of the first render, so it cannot hold the page up).
   */
  googleEmbedSrc?: string | null
  /** How far ahead of the viewport the embed starts loading. @defaultValue '200px' */
  embedRootMargin?: string
  /** @defaultValue 2 */
  headingLevel?: 2 | 3
  texts?: Partial<VehicleMapTexts>
}

const defaultTexts: VehicleMapTexts = {
  heading: 'Vehicle Location',
  mapLabel: 'Map showing {location}',
  embedTitle: 'Google Map of {location}',
  directions: 'Get Directions',
  newTab: '(opens in a new tab)',
}

/**
 * Google Maps directions to a point.
 * @example directionsHref(-33.4274, 151.342) // 'https://www.google.com/maps/dir/?api=1&destination=-33.4274,151.342'
 */
export function directionsHref(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`
}

// A map pin whose tip is at (0, 0): a teardrop with its head 14 units up.
const pinPath = 'M0 0C-1.6-5-8-8.6-8-14a8 8 0 1 1 16 0c0 5.4-6.4 9-8 14z'

/**
 * The inline SVG map drawn from plain data (no key, no network): land, sea and one pin per place, the primary pin on
 * top. One image to assistive technology, named by `label`.
 * @example <InlineMap map={map} label="Map showing Wattle Bay Kia Gosford" />
 */
export function InlineMap({ map, label }: { map: VehicleMapData; label: string }) {
  const [minX = 0, minY = 0, width = 400, height = 300] = map.viewBox.split(/[\s,]+/).map(Number)
  // The location's pin is drawn last, on top of the others.
  const pins = [...map.pins].sort((a, b) => Number(a.primary) - Number(b.primary))
  return (
    <svg
      className="fc-vmap__svg"
      viewBox={map.viewBox}
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid slice"
    >
      <rect className="fc-vmap__sea" x={minX} y={minY} width={width} height={height} />
      <path className="fc-vmap__land" d={map.landPath} fillRule="evenodd" />
      {pins.map((pin) => (
        <path
          key={`${pin.label}|${pin.x}|${pin.y}`}
          className={cx('fc-vmap__pin', pin.primary && 'fc-vmap__pin--primary')}
          d={pinPath}
          transform={`translate(${pin.x} ${pin.y}) scale(${pin.primary ? 1.3 : 0.8})`}
        />
      ))}
    </svg>
  )
}

/**
 * The vehicle page's map section (spec: "vehicle map", the `#vehicle-map` anchor): the location's name, address and
 * phone, a map, and Get Directions (Google Maps, in a new tab). The map is an inline SVG drawn from plain data (no
 * key, no network, nothing to wait for); when the tenant has a Google Maps key, a lazy Google embed takes its place
 * after the section comes into view.
 */
export function VehicleMap({
  id = 'vehicle-map',
  location,
  map,
  googleEmbedSrc,
  embedRootMargin = '200px',
  headingLevel = 2,
  texts,
}: VehicleMapProps) {
  const t = { ...defaultTexts, ...texts }
  const headingId = `${useId()}-heading`
  const Heading = `h${headingLevel}` as const
  const sectionRef = useRef<HTMLElement>(null)
  const embedReady = useInView(sectionRef, Boolean(googleEmbedSrc), embedRootMargin)
  const showEmbed = Boolean(googleEmbedSrc) && embedReady
  const hasMap = Boolean(map) || Boolean(googleEmbedSrc)
  return (
    <section ref={sectionRef} id={id} className="fc-section fc-vmap" aria-labelledby={headingId}>
      <Heading className="fc-section__heading" id={headingId}>
        {t.heading}
      </Heading>
      <div className={cx('fc-vmap__body', hasMap && 'fc-vmap__body--with-map')}>
        <div className="fc-vmap__details">
          <p className="fc-vmap__name">{location.name}</p>
          <address className="fc-vmap__address">
            {location.address}
            {location.phone ? (
              <>
                <br />
                <a className="fc-link fc-vmap__phone" href={location.phone.href}>
                  {location.phone.text}
                </a>
              </>
            ) : null}
          </address>
          <a
            className="fc-button fc-button--outline fc-vmap__directions"
            href={directionsHref(location.lat, location.lng)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t.directions} <span className="fc-sr-only">{t.newTab}</span>
          </a>
        </div>
        {hasMap ? (
          <div className="fc-vmap__map">
            {showEmbed && googleEmbedSrc ? (
              <iframe
                className="fc-vmap__embed"
                src={googleEmbedSrc}
                title={fill(t.embedTitle, { location: location.name })}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                allowFullScreen
              />
            ) : map ? (
              <InlineMap map={map} label={fill(t.mapLabel, { location: location.name })} />
            ) : (
              <div className="fc-vmap__placeholder" aria-hidden="true" />
            )}
          </div>
        ) : null}
      </div>
    </section>
  )
}
