import {
  availableViewerModes,
  initialViewerMode,
  videoSource,
  type CarHotspots,
  type CarStatus,
  type VideoPosition,
  type ViewerMode,
} from '@forecourt/stock-rules'
import {
  Suspense,
  useId,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { cx, fill } from '../format'
import {
  defaultInteriorTexts,
  type InteriorImage,
  type InteriorViewerTexts,
} from '../interior-viewer/interior-texts'
import type { InteriorViewerProps } from '../interior-viewer/interior-viewer'
import { defaultSpinTexts, type SpinViewerTexts } from '../spin-viewer/spin-texts'
import type { SpinViewerProps } from '../spin-viewer/spin-viewer'
import type { GalleryFullscreenProps } from '../vehicle-gallery/gallery-fullscreen'
import { VehicleVideo, type GalleryImage, type GalleryVideo } from '../vehicle-gallery/gallery-slides'
import { LazyGalleryFullscreen } from '../vehicle-gallery/lazy-gallery-fullscreen'
import {
  defaultFallbackImage,
  VehicleGallery,
  type VehicleGalleryTexts,
} from '../vehicle-gallery/vehicle-gallery'
import { LazyInteriorViewer, LazySpinViewer } from './lazy-viewers'
import { useHydrated } from './use-hydrated'

/**
 * The heavy viewers, as components (React.lazy ones, so the site loads them on demand). `null` leaves one out:
 * its panel keeps the still picture (spin, interior) or the gallery loses its Full screen button.
 */
export interface VehicleMediaViewers {
  /** @defaultValue LazySpinViewer */
  spin?: ComponentType<SpinViewerProps> | null
  /** @defaultValue LazyInteriorViewer */
  interior?: ComponentType<InteriorViewerProps> | null
  /** @defaultValue LazyGalleryFullscreen */
  fullscreen?: ComponentType<GalleryFullscreenProps> | null
}

/** The package's own on-demand viewers, VehicleMedia's default. */
export const defaultViewers: Required<VehicleMediaViewers> = {
  spin: LazySpinViewer,
  interior: LazyInteriorViewer,
  fullscreen: LazyGalleryFullscreen,
}

/** Visible and accessible texts of {@link VehicleMedia} itself (the tabs); each viewer has its own. */
export interface VehicleMediaTexts {
  /** Accessible name of the tab list. @defaultValue 'Vehicle views' */
  tabs: string
  /** @defaultValue 'Spin 360' */
  spinner: string
  /** @defaultValue 'Walkaround' */
  walkaround: string
  /** @defaultValue 'Gallery' */
  gallery: string
  /** @defaultValue 'Interior' */
  interior: string
  /** Accessible name of a walkaround video without a title; `{name}` is the vehicle's. @defaultValue 'Walkaround video of {name}' */
  walkaroundVideo: string
}

/** Default texts of {@link VehicleMedia}. */
export const defaultMediaTexts: VehicleMediaTexts = {
  tabs: 'Vehicle views',
  spinner: 'Spin 360',
  walkaround: 'Walkaround',
  gallery: 'Gallery',
  interior: 'Interior',
  walkaroundVideo: 'Walkaround video of {name}',
}

/** Props of {@link VehicleMedia}: plain data the site maps from a car and the tenant's options. */
export interface VehicleMediaProps {
  /** The vehicle, e.g. '2023 Toyota RAV4 GX', for the viewers' names. */
  name: string
  /** The car's photos (`images`, each with `image.thumb.url` as `thumb`). */
  images: GalleryImage[]
  /** The gallery's video (`video_url`, else `videos[0]`, else `external_video_url`). */
  video?: GalleryVideo | null
  /** Where the video goes among the photos (tenant option `videoPosition`). @defaultValue 'second' */
  videoPosition?: VideoPosition
  /** The car's status, for the thumbnails rule. @defaultValue 'in_stock' */
  carStatus?: CarStatus
  /** The walkaround video (`walkaround_videos[0]`); its presence gives the Walkaround tab. */
  walkaroundVideo?: GalleryVideo | null
  /** Spin frames (`spin_images`); any give the Spin 360 tab. @defaultValue [] */
  spinFrames?: string[]
  /** Each spin frame's `srcset`, in the frames' order (see SpinViewer's `frameSrcSets`). @defaultValue none */
  spinFrameSrcSets?: string[]
  /** The spin frames' `sizes`, with `spinFrameSrcSets`. @defaultValue none */
  spinSizes?: string
  /** Intrinsic size of the spin frames. @defaultValue { width: 1200, height: 900 } */
  spinFrameSize?: { width: number; height: number }
  /** The interior panorama (`spin_interior_image`) with its size; it gives the Interior tab. */
  interiorImage?: InteriorImage | null
  /** The car's `hotspots`: exterior ones on the spin frames, interior ones on the panorama. */
  hotspots?: CarHotspots | null
  /** Mode opened first when the car has data for it (tenant option `viewerDefaultMode`). @defaultValue 'spinner' */
  defaultMode?: ViewerMode
  /**
   * The tabs, in order. Pass `availableViewerModes(car)` when the car has data these props do not carry.
   * @defaultValue availableViewerModes of the props' data
   */
  modes?: ViewerMode[]
  /** Mode shown first. @defaultValue initialViewerMode of the props' data and `defaultMode` */
  initialMode?: ViewerMode
  /** Milliseconds per frame of the spin's auto-rotation; 0 or null turns it off. @defaultValue 100 */
  autoRotateMs?: number | null
  /** Picture for missing photos. @defaultValue '/images/placeholders/image-not-found.svg' */
  fallbackImage?: string
  /** The heavy viewers; each given one replaces the package's own on-demand one. @defaultValue defaultViewers */
  viewers?: VehicleMediaViewers
  /** Tab texts replacing the English defaults. @defaultValue the English texts */
  texts?: Partial<VehicleMediaTexts>
  /** Texts of the gallery and its full-screen view. @defaultValue the English texts */
  galleryTexts?: Partial<VehicleGalleryTexts>
  /** Texts of the spin viewer and its still picture. @defaultValue the English texts */
  spinTexts?: Partial<SpinViewerTexts>
  /** Texts of the interior viewer and its still picture. @defaultValue the English texts */
  interiorTexts?: Partial<InteriorViewerTexts>
}

const defaultFrameSize = { width: 1200, height: 900 }

/**
 * The vehicle page's media block (spec sections 2 and 4): a tab per viewer mode the car has data for (Spin 360,
 * Walkaround, Gallery, Interior), opening on the tenant's default mode. The gallery and the walkaround video render
 * on the server; the spin and interior viewers arrive on demand, and until they do (and in the server HTML) their
 * panel shows the first frame or the panorama as a still picture. Leaving the gallery sets it back to its first slide.
 */
export function VehicleMedia({
  name,
  images,
  video,
  videoPosition = 'second',
  carStatus = 'in_stock',
  walkaroundVideo,
  spinFrames = [],
  spinFrameSrcSets,
  spinSizes,
  spinFrameSize = defaultFrameSize,
  interiorImage,
  hotspots,
  defaultMode = 'spinner',
  modes: modesProp,
  initialMode,
  autoRotateMs,
  fallbackImage = defaultFallbackImage,
  viewers,
  texts,
  galleryTexts,
  spinTexts,
  interiorTexts,
}: VehicleMediaProps) {
  const t = { ...defaultMediaTexts, ...texts }
  const id = useId()
  const hydrated = useHydrated()
  const Spin = viewers?.spin === undefined ? defaultViewers.spin : viewers.spin
  const Interior = viewers?.interior === undefined ? defaultViewers.interior : viewers.interior
  const fullscreen = viewers?.fullscreen === undefined ? defaultViewers.fullscreen : viewers.fullscreen
  const carData = {
    spin_images: spinFrames,
    walkaround_videos: walkaroundVideo ? [{ video: { url: walkaroundVideo.src } }] : [],
    spin_interior_image: interiorImage?.src ?? null,
  }
  const modes = modesProp?.length ? modesProp : availableViewerModes(carData)
  const preferred = initialMode ?? initialViewerMode(carData, { defaultViewerMode: defaultMode })
  const startMode = modes.includes(preferred) ? preferred : (modes[0] ?? 'gallery')
  const [selected, setSelected] = useState<ViewerMode>(startMode)
  const active = modes.includes(selected) ? selected : startMode
  const tabRefs = useRef(new Map<ViewerMode, HTMLButtonElement>())

  const gallery = (
    <VehicleGallery
      images={images}
      video={video}
      videoPosition={videoPosition}
      carStatus={carStatus}
      fallbackImage={fallbackImage}
      fullscreen={fullscreen}
      texts={galleryTexts}
    />
  )

  const panel = (mode: ViewerMode): ReactNode => {
    if (mode === 'gallery') return gallery
    if (mode === 'walkaround') {
      if (!walkaroundVideo || !videoSource(walkaroundVideo.src)) return gallery
      return (
        <div className="fc-media__video">
          <VehicleVideo video={walkaroundVideo} title={fill(t.walkaroundVideo, { name })} />
        </div>
      )
    }
    if (mode === 'spinner') {
      const st = { ...defaultSpinTexts, ...spinTexts }
      const first = spinFrames[0]
      const still = (
        <MediaStill
          src={first ?? fallbackImage}
          {...(first && spinFrameSrcSets?.[0] && spinSizes
            ? { srcSet: spinFrameSrcSets[0], sizes: spinSizes }
            : {})}
          alt={first ? fill(st.frame, { name, index: 1, count: spinFrames.length }) : st.imageNotFound}
          size={spinFrameSize}
          loading={Spin && first ? st.loading : null}
        />
      )
      return (
        <Suspense fallback={still}>
          {hydrated && Spin ? (
            <Spin
              frames={spinFrames}
              {...(spinFrameSrcSets ? { frameSrcSets: spinFrameSrcSets } : {})}
              {...(spinSizes ? { sizes: spinSizes } : {})}
              name={name}
              hotspots={hotspots?.exterior}
              autoRotateMs={autoRotateMs}
              frameSize={spinFrameSize}
              fallbackImage={fallbackImage}
              texts={spinTexts}
            />
          ) : (
            still
          )}
        </Suspense>
      )
    }
    if (!interiorImage) return null
    const it = { ...defaultInteriorTexts, ...interiorTexts }
    const still = (
      <MediaStill
        src={interiorImage.src}
        alt={fill(it.image, { name })}
        size={interiorImage}
        loading={Interior ? it.loading : null}
        cover
      />
    )
    return (
      <Suspense fallback={still}>
        {hydrated && Interior ? (
          <Interior image={interiorImage} name={name} hotspots={hotspots?.interior} texts={interiorTexts} />
        ) : (
          still
        )}
      </Suspense>
    )
  }

  if (modes.length < 2) return <div className="fc-media">{panel(active)}</div>

  const tabId = (mode: ViewerMode) => `${id}-tab-${mode}`
  const panelId = (mode: ViewerMode) => `${id}-panel-${mode}`
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: modes.length - 1 }[event.key]
    if (target === undefined) return
    event.preventDefault()
    const mode = modes[(target + modes.length) % modes.length] ?? active
    setSelected(mode)
    tabRefs.current.get(mode)?.focus()
  }

  return (
    <div className="fc-media">
      <div className="fc-media__tabs" role="tablist" aria-label={t.tabs}>
        {modes.map((mode, index) => (
          <button
            key={mode}
            ref={(element) => {
              if (element) tabRefs.current.set(mode, element)
              else tabRefs.current.delete(mode)
            }}
            type="button"
            role="tab"
            id={tabId(mode)}
            className={cx('fc-media__tab', mode === active && 'fc-media__tab--selected')}
            aria-selected={mode === active}
            aria-controls={panelId(mode)}
            tabIndex={mode === active ? 0 : -1}
            onClick={() => setSelected(mode)}
            onKeyDown={(event) => onTabKeyDown(event, index)}
          >
            {t[mode]}
          </button>
        ))}
      </div>
      {modes.map((mode) => (
        <div
          key={mode}
          className="fc-media__panel"
          role="tabpanel"
          id={panelId(mode)}
          aria-labelledby={tabId(mode)}
          hidden={mode !== active}
        >
          {mode === active ? panel(mode) : null}
        </div>
      ))}
    </div>
  )
}

interface MediaStillProps {
  src: string
  /** With `sizes`, the same candidates the viewer will show, so it does not fetch the picture again. */
  srcSet?: string
  sizes?: string
  alt: string
  size: { width: number; height: number }
  /** Read while the viewer loads; null when no viewer is coming. */
  loading: string | null
  /** Fill the stage, as the interior viewer does at its starting pan. */
  cover?: boolean
}

/** The main picture of a viewer mode before its viewer is there: in the server HTML, then until it loads. */
function MediaStill({ src, srcSet, sizes, alt, size, loading, cover = false }: MediaStillProps) {
  return (
    <div className="fc-media__still">
      <div className="fc-media__stage">
        <img
          className={cx('fc-media__still-image', cover && 'fc-media__still-image--cover')}
          src={src}
          {...(srcSet && sizes ? { srcSet, sizes } : {})}
          alt={alt}
          width={size.width}
          height={size.height}
          loading="eager"
          fetchPriority="high"
          draggable={false}
        />
        {loading ? (
          <span className="fc-media__loading" role="status">
            <span className="fc-sr-only">{loading}</span>
          </span>
        ) : null}
      </div>
      {loading ? <div className="fc-media__foot" /> : null}
    </div>
  )
}
