import type { Hotspot } from '@forecourt/stock-rules'
import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react'
import { fill } from '../format'
import { HotspotLayer, useOpenHotspot } from '../spin-viewer/hotspot-marker'
import { useHorizontalDrag } from '../spin-viewer/use-drag'
import { defaultInteriorTexts, type InteriorImage, type InteriorViewerTexts } from './interior-texts'
import { clampPan, interiorPanStep, panAfterDrag, panToReveal } from './pan'

/** Props of {@link InteriorViewer}. */
export interface InteriorViewerProps {
  /** The interior panorama. */
  image: InteriorImage
  /** The vehicle, e.g. '2023 Toyota RAV4 GX', for the viewer's name. */
  name: string
  /** Interior hotspots (`hotspots.interior`); the panorama is their frame 0. @defaultValue [] */
  hotspots?: readonly Hotspot[]
  /** Pan position shown first, from 0 (left edge) to 1 (right edge). @defaultValue 0.5 */
  startPan?: number
  /** Texts replacing the English defaults. @defaultValue the English texts */
  texts?: Partial<InteriorViewerTexts>
}

/**
 * The interior view (spec section 2): one panorama, as tall as the viewer and panned sideways by dragging (mouse,
 * pen or touch) or by the Left and Right arrow keys (Home and End go to the edges), with interior hotspots as
 * markers. A picture that fails to load is only logged ('Error loading images').
 */
export function InteriorViewer({ image, name, hotspots = [], startPan = 0.5, texts }: InteriorViewerProps) {
  const t = { ...defaultInteriorTexts, ...texts }
  const id = useId()
  const [pan, setPan] = useState(() => clampPan(startPan))
  const [loaded, setLoaded] = useState(false)
  const [openKey, setOpenKey] = useOpenHotspot()
  const stageRef = useRef<HTMLDivElement>(null)
  const trackRef = useRef<HTMLDivElement>(null)
  const imageRef = useRef<HTMLImageElement>(null)
  const dragStart = useRef({ pan, overflow: 0 })

  // The picture may have loaded (or failed) before hydration, when React was not yet listening. Runs once.
  useEffect(() => {
    const img = imageRef.current
    const src = img?.getAttribute('src')
    if (!img?.complete || !src) return
    if (img.naturalWidth === 0) console.error('Error loading images', src)
    setLoaded(true)
  }, [])

  const drag = useHorizontalDrag({
    onStart: () => {
      const stage = stageRef.current?.getBoundingClientRect().width ?? 0
      const track = trackRef.current?.getBoundingClientRect().width ?? 0
      dragStart.current = { pan, overflow: track - stage }
    },
    onMove: (deltaX) => setPan(panAfterDrag(dragStart.current.pan, deltaX, dragStart.current.overflow)),
  })

  // A marker reached with Tab may lie in the hidden part of the panorama: pan until it shows.
  const panToShow = (x: number, current: number) => {
    const stage = stageRef.current?.getBoundingClientRect().width ?? 0
    const track = trackRef.current?.getBoundingClientRect().width ?? 0
    return panToReveal(x, current, stage, track)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && openKey !== null) {
      event.preventDefault()
      setOpenKey(null)
      return
    }
    const next = {
      ArrowLeft: pan - interiorPanStep,
      ArrowRight: pan + interiorPanStep,
      Home: 0,
      End: 1,
    }[event.key]
    if (next === undefined) return
    event.preventDefault()
    setPan(clampPan(next))
  }

  const instructionsId = `${id}-instructions`
  // The track is as tall as the stage and as wide as the picture at that height; --fc-pan slides it (see CSS).
  const trackStyle = {
    aspectRatio: `${image.width} / ${image.height}`,
    '--fc-pan': pan.toFixed(3),
  } as CSSProperties
  return (
    <div className="fc-interior">
      <div
        ref={stageRef}
        className="fc-media__stage fc-interior__stage"
        role="group"
        aria-roledescription={t.roleDescription}
        aria-label={fill(t.label, { name })}
        aria-describedby={instructionsId}
        aria-busy={!loaded}
        tabIndex={0}
        onKeyDown={onKeyDown}
        {...drag}
      >
        <div ref={trackRef} className="fc-interior__track" style={trackStyle}>
          <img
            ref={imageRef}
            className="fc-interior__image"
            src={image.src}
            alt={fill(t.image, { name })}
            width={image.width}
            height={image.height}
            loading="eager"
            fetchPriority="high"
            draggable={false}
            onLoad={() => setLoaded(true)}
            onError={(event) => {
              console.error('Error loading images', event.currentTarget.getAttribute('src'))
              setLoaded(true)
            }}
          />
          {loaded ? (
            <HotspotLayer
              hotspots={hotspots}
              frame={0}
              openKey={openKey}
              onOpenChange={setOpenKey}
              label={t.hotspot}
              onMarkerFocus={(position) => setPan((current) => panToShow(position.x, current))}
            />
          ) : null}
        </div>
        {loaded ? null : (
          <span className="fc-media__loading" role="status">
            <span className="fc-sr-only">{t.loading}</span>
          </span>
        )}
      </div>
      <div className="fc-media__foot">
        <p className="fc-media__hint" id={instructionsId}>
          {t.instructions}
        </p>
      </div>
    </div>
  )
}

export default InteriorViewer
