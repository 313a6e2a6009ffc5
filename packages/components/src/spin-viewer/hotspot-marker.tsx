import type { Hotspot, HotspotPosition } from '@forecourt/stock-rules'
import { useEffect, useState, type KeyboardEvent } from 'react'
import { cx, fill } from '../format'

/** Props of {@link HotspotLayer}. */
export interface HotspotLayerProps {
  /** The hotspots of the picture (a car's `hotspots.exterior` or `hotspots.interior`). */
  hotspots: readonly Hotspot[]
  /** The frame shown: a hotspot has a marker only where it has positions for this frame. */
  frame: number
  /** Key of the open marker, or null (from useOpenHotspot). */
  openKey: string | null
  /** A marker opened (its key) or the open one closed (null). */
  onOpenChange: (key: string | null) => void
  /** A marker's accessible name; `{index}` is the hotspot's number. */
  label: string
  /** A marker took focus; its position (percent of the picture) lets the viewer bring it into view. */
  onMarkerFocus?: (position: HotspotPosition) => void
}

/** A marker's key: the hotspot's id and which of its points on the frame it is. */
const markerKey = (hotspot: Hotspot, point: number) => `${hotspot.id}-${point}`

/**
 * The open-marker state of a picture's hotspots: one toggletip at a time, closed by a press outside any marker.
 * @example const [openKey, setOpenKey] = useOpenHotspot()
 */
export function useOpenHotspot() {
  const [openKey, setOpenKey] = useState<string | null>(null)
  useEffect(() => {
    if (openKey === null) return
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Element && event.target.closest('.fc-hotspot'))) setOpenKey(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [openKey])
  return [openKey, setOpenKey] as const
}

/**
 * Hotspot markers over a picture (spec section 2): a numbered button at each position (x and y in percent) of the
 * frame shown. Activating one shows its description in a toggletip, a live region that screen readers announce;
 * activating it again, Escape or a press elsewhere closes it.
 */
export function HotspotLayer({
  hotspots,
  frame,
  openKey,
  onOpenChange,
  label,
  onMarkerFocus,
}: HotspotLayerProps) {
  const markers = hotspots.flatMap((hotspot, index) =>
    (hotspot.positions[String(frame)] ?? []).map((position, point) => ({
      key: markerKey(hotspot, point),
      number: index + 1,
      description: hotspot.description,
      position,
    })),
  )
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Escape' || openKey === null) return
    event.preventDefault()
    event.stopPropagation()
    onOpenChange(null)
  }
  return markers.map(({ key, number, description, position }) => {
    const open = openKey === key
    return (
      <span
        key={key}
        className={cx(
          'fc-hotspot',
          position.x < 25 && 'fc-hotspot--start',
          position.x > 75 && 'fc-hotspot--end',
          position.y < 30 && 'fc-hotspot--below',
        )}
        style={{ left: `${position.x}%`, top: `${position.y}%` }}
      >
        <button
          type="button"
          className="fc-hotspot__button"
          aria-label={fill(label, { index: number })}
          aria-expanded={open}
          onClick={() => onOpenChange(open ? null : key)}
          onFocus={() => onMarkerFocus?.(position)}
          onKeyDown={onKeyDown}
        >
          <span aria-hidden="true">{number}</span>
        </button>
        <span role="status" className="fc-hotspot__live">
          {open ? <span className="fc-hotspot__tip">{description}</span> : null}
        </span>
      </span>
    )
  })
}
