import type { Hotspot } from '@forecourt/stock-rules'
import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react'
import { useReducedMotion } from '../hooks/use-reduced-motion'
import { fill } from '../format'
import { MediaIcon } from '../vehicle-gallery/gallery-slides'
import { HotspotLayer, useOpenHotspot } from './hotspot-marker'
import { frameAfterDrag, spinAutoRotateMs, spinPreloadBatch, stepFrame } from './spin-frames'
import { defaultSpinTexts, type SpinViewerTexts } from './spin-texts'
import { useHorizontalDrag } from './use-drag'

/** Props of {@link SpinViewer}. */
export interface SpinViewerProps {
  /** The frames in turning order (the car's `spin_images`). */
  frames: string[]
  /**
   * Each frame's `srcset`, in the frames' order, so a phone turns smaller pictures than a desktop; the preloads
   * take the same candidates as the frame shown. @defaultValue none: each frame at its one address
   */
  frameSrcSets?: readonly string[]
  /** The frames' `sizes`, with `frameSrcSets`. @defaultValue none */
  sizes?: string
  /** The vehicle, e.g. '2023 Toyota RAV4 GX', for the viewer's name and the frames' text. */
  name: string
  /** Exterior hotspots (`hotspots.exterior`): markers on the frames that have positions for them. @defaultValue [] */
  hotspots?: readonly Hotspot[]
  /** Milliseconds per frame of auto-rotation; 0 or null turns it off. Never starts with reduced motion. @defaultValue 100 */
  autoRotateMs?: number | null
  /** Frame shown first. @defaultValue 0 */
  startFrame?: number
  /** Intrinsic size of the frames, so the page does not shift while they load. @defaultValue { width: 1200, height: 900 } */
  frameSize?: { width: number; height: number }
  /** Shown when there are no frames. @defaultValue '/images/placeholders/image-not-found.svg' */
  fallbackImage?: string
  /** Texts replacing the English defaults. @defaultValue the English texts */
  texts?: Partial<SpinViewerTexts>
}

/**
 * The spin (360°) viewer (spec sections 2 and 9): dragging turns the car one frame per 20 px (mouse, pen or touch),
 * the Left and Right arrow keys one frame at a time. It turns by itself every 100 ms until the shopper drags,
 * presses a key or pauses it (never under reduced motion); Pause and Play stay at hand. Frames preload once the
 * first shows; a frame that fails is only logged ('Error loading images'). Exterior hotspots show as markers.
 */
export function SpinViewer({
  frames,
  frameSrcSets,
  sizes,
  name,
  hotspots = [],
  autoRotateMs = spinAutoRotateMs,
  startFrame = 0,
  frameSize = { width: 1200, height: 900 },
  fallbackImage = '/images/placeholders/image-not-found.svg',
  texts,
}: SpinViewerProps) {
  const t = { ...defaultSpinTexts, ...texts }
  const id = useId()
  const count = frames.length
  const [frame, setFrame] = useState(() => stepFrame(startFrame, 0, count))
  const [loaded, setLoaded] = useState(false)
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null)
  const [openKey, setOpenKey] = useOpenHotspot()
  const reducedMotion = useReducedMotion()
  const imageRef = useRef<HTMLImageElement>(null)
  const dragStart = useRef(frame)
  const reported = useRef(new Set<string>())

  const canRotate = count > 1 && Boolean(autoRotateMs && autoRotateMs > 0)
  const playing = canRotate && (userPlaying ?? !reducedMotion)
  const framesKey = frames.join('\n')
  const srcSetsKey = frameSrcSets?.join('\n') ?? ''

  const reportError = (url: string) => {
    if (reported.current.has(url)) return
    reported.current.add(url)
    console.error('Error loading images', url)
  }

  // The first frame may have loaded (or failed) before hydration, when React was not yet listening. Runs once.
  useEffect(() => {
    const img = imageRef.current
    const src = img?.getAttribute('src')
    if (!img?.complete || !src) return
    if (img.naturalWidth === 0) reportError(src)
    setLoaded(true)
  }, [])

  // Preload every frame once the first shows, so turning never waits: in turning order from the frame shown first, a
  // few a task (spinPreloadBatch), so asking for them never makes one long task of its own.
  useEffect(() => {
    if (!loaded) return
    const urls = framesKey.split('\n')
    const srcSets = srcSetsKey ? srcSetsKey.split('\n') : []
    const preloads: HTMLImageElement[] = []
    let timer: ReturnType<typeof setTimeout> | undefined
    const preloadFrom = (step: number) => {
      const end = Math.min(step + spinPreloadBatch, urls.length)
      for (let index = step; index < end; index++) {
        const frameIndex = stepFrame(startFrame, index, urls.length)
        const url = urls[frameIndex] as string
        const image = new Image()
        image.onerror = () => reportError(url)
        // sizes and srcset before src, so the browser picks the candidate the frame shown will use.
        const srcSet = srcSets[frameIndex]
        if (srcSet && sizes) {
          image.sizes = sizes
          image.srcset = srcSet
        }
        image.src = url
        preloads.push(image)
      }
      if (end < urls.length) timer = setTimeout(() => preloadFrom(end))
    }
    preloadFrom(0)
    return () => {
      clearTimeout(timer)
      preloads.forEach((image) => (image.onerror = null))
    }
  }, [loaded, framesKey, srcSetsKey, sizes, startFrame])

  useEffect(() => {
    if (!playing || !loaded || !autoRotateMs) return
    const timer = window.setInterval(() => setFrame((current) => stepFrame(current, 1, count)), autoRotateMs)
    return () => window.clearInterval(timer)
  }, [playing, loaded, autoRotateMs, count])

  const drag = useHorizontalDrag({
    onStart: () => {
      dragStart.current = frame
      setUserPlaying(false)
    },
    onMove: (deltaX) => setFrame(frameAfterDrag(dragStart.current, deltaX, count)),
  })

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && openKey !== null) {
      event.preventDefault()
      setOpenKey(null)
      return
    }
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    // A focused marker may not be on the next frame: keep focus on the viewer.
    if (event.target !== event.currentTarget) event.currentTarget.focus()
    setUserPlaying(false)
    setFrame((current) => stepFrame(current, event.key === 'ArrowLeft' ? -1 : 1, count))
  }

  if (!count) {
    return (
      <div className="fc-spin">
        <div className="fc-media__stage fc-spin__stage">
          <img
            className="fc-spin__image"
            src={fallbackImage}
            alt={t.imageNotFound}
            width={frameSize.width}
            height={frameSize.height}
          />
        </div>
      </div>
    )
  }

  const instructionsId = `${id}-instructions`
  // Markers sit on the frame itself, the largest box of the frames' shape that fits the stage (see CSS).
  const frameStyle = { '--fc-frame-ratio': (frameSize.width / frameSize.height).toFixed(4) } as CSSProperties
  return (
    <div className="fc-spin">
      <div
        className="fc-media__stage fc-spin__stage"
        role="group"
        aria-roledescription={t.roleDescription}
        aria-label={fill(t.label, { name })}
        aria-describedby={instructionsId}
        aria-busy={!loaded}
        tabIndex={0}
        onKeyDown={onKeyDown}
        {...drag}
      >
        <div className="fc-spin__frame" style={frameStyle}>
          <img
            ref={imageRef}
            className="fc-spin__image"
            src={frames[frame]}
            {...(frameSrcSets?.[frame] && sizes ? { srcSet: frameSrcSets[frame], sizes } : {})}
            alt={fill(t.frame, { name, index: frame + 1, count })}
            width={frameSize.width}
            height={frameSize.height}
            loading="eager"
            fetchPriority="high"
            draggable={false}
            onLoad={() => setLoaded(true)}
            onError={(event) => {
              reportError(event.currentTarget.getAttribute('src') ?? '')
              setLoaded(true)
            }}
          />
          {loaded ? (
            <HotspotLayer
              hotspots={hotspots}
              frame={frame}
              openKey={openKey}
              onOpenChange={(key) => {
                setUserPlaying(false)
                setOpenKey(key)
              }}
              label={t.hotspot}
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
        {canRotate ? (
          <button
            type="button"
            className="fc-carousel__button"
            aria-label={playing ? t.pause : t.play}
            onClick={() => setUserPlaying(!playing)}
          >
            <MediaIcon name={playing ? 'pause' : 'play'} />
          </button>
        ) : null}
      </div>
    </div>
  )
}

export default SpinViewer
