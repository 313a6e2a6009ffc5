import { showThumbnails, type CarStatus, type VideoPosition } from '@forecourt/stock-rules'
import {
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
} from 'react'
import { useCarousel } from '../carousel/use-carousel'
import { cx, fill } from '../format'
import type { GalleryFullscreenProps } from './gallery-fullscreen'
import {
  defaultFullscreenTexts,
  gallerySlides,
  MediaIcon,
  ownsArrowKeys,
  SlideImage,
  VehicleVideo,
  type GalleryFullscreenTexts,
  type GalleryImage,
  type GallerySlide,
  type GalleryVideo,
} from './gallery-slides'
import { LazyGalleryFullscreen } from './lazy-gallery-fullscreen'

/** Visible and accessible texts of {@link VehicleGallery}, the full-screen view's included. */
export interface VehicleGalleryTexts extends GalleryFullscreenTexts {
  /** Accessible name of the gallery. @defaultValue 'Photos' */
  region: string
  /** Accessible name of a slide; `{index}` and `{count}` are filled in. @defaultValue '{index} of {count}' */
  slide: string
  /** Accessible name of the thumbnail list. @defaultValue 'Thumbnails' */
  thumbnails: string
  /** A photo's thumbnail button; `{index}` is the photo's number. @defaultValue 'Show image {index}' */
  showImage: string
  /** The video's thumbnail button. @defaultValue 'Show video' */
  showVideo: string
  /** The button that opens the full-screen view. @defaultValue 'Full screen' */
  fullscreen: string
}

/** Default texts of {@link VehicleGallery}. */
export const defaultGalleryTexts: VehicleGalleryTexts = {
  ...defaultFullscreenTexts,
  region: 'Photos',
  slide: '{index} of {count}',
  thumbnails: 'Thumbnails',
  showImage: 'Show image {index}',
  showVideo: 'Show video',
  fullscreen: 'Full screen',
}

/** Props of {@link VehicleGallery}: plain data the site maps from a car. */
export interface VehicleGalleryProps {
  /** The car's photos in order (`images`), each with its size. None shows the 'image not found' picture. */
  images: GalleryImage[]
  /** The car's video (`video_url`, else `videos[0]`, else `external_video_url`), inserted among the photos. */
  video?: GalleryVideo | null
  /** Where the video goes (tenant option `videoPosition`). @defaultValue 'second' */
  videoPosition?: VideoPosition
  /** The car's status: thumbnails show for in-stock cars with more than 3 photos (stock-rules `showThumbnails`). @defaultValue 'in_stock' */
  carStatus?: CarStatus
  /** Picture shown for a photo that fails to load, and for a car without photos. @defaultValue '/images/placeholders/image-not-found.svg' */
  fallbackImage?: string
  /** Slide shown first. @defaultValue 0 */
  startIndex?: number
  /**
   * The full-screen view. The default loads it on demand the first time it opens; pass `null` to leave out the
   * Full screen button. @defaultValue LazyGalleryFullscreen
   */
  fullscreen?: ComponentType<GalleryFullscreenProps> | null
  /** Texts replacing the English defaults. @defaultValue the English texts */
  texts?: Partial<VehicleGalleryTexts>
}

/** Default picture for missing photos: the fixtures' 'image not found' SVG as the site serves it. */
export const defaultFallbackImage = '/images/placeholders/image-not-found.svg'

/**
 * The vehicle page's image slider (spec section 2): the car's photos with its video at the tenant's position,
 * previous and next buttons (disabled at the ends), an 'n of N' status, thumbnails for in-stock cars with more than 3
 * photos, the Left and Right arrow keys while focus is inside, and a Full screen button. Light enough to render on
 * the server: the first 2 photos load with priority and the full-screen view loads only when opened.
 */
export function VehicleGallery({
  images,
  video,
  videoPosition = 'second',
  carStatus = 'in_stock',
  fallbackImage = defaultFallbackImage,
  startIndex = 0,
  fullscreen: Fullscreen = LazyGalleryFullscreen,
  texts,
}: VehicleGalleryProps) {
  const t = { ...defaultGalleryTexts, ...texts }
  const id = useId()
  const slides = useMemo(
    () => gallerySlides(images, video, videoPosition, fallbackImage, t.imageNotFound),
    [images, video, videoPosition, fallbackImage, t.imageNotFound],
  )
  const carousel = useCarousel(slides.length, startIndex)
  const { selected, canPrev, canNext, scrollPrev, scrollNext, scrollTo } = carousel
  const [fullscreenOpen, setFullscreenOpen] = useState(false)
  const fullscreenRef = useRef<HTMLButtonElement>(null)
  const previousRef = useRef<HTMLButtonElement>(null)
  const nextRef = useRef<HTMLButtonElement>(null)
  const thumbsRef = useRef<HTMLUListElement>(null)
  const containerRef = useRef<HTMLDivElement>(null)
  const thumbnails = showThumbnails({
    status: carStatus,
    images: images.map((image) => ({ image: { url: image.src } })),
  })

  // A button disabled at an end would drop focus out of the gallery (and its arrow keys): hand it to the other one.
  useEffect(() => {
    if (!canNext && document.activeElement === nextRef.current) previousRef.current?.focus()
    if (!canPrev && document.activeElement === previousRef.current) nextRef.current?.focus()
  }, [canPrev, canNext])

  // Keep the selected thumbnail in view, and stop an inline video that has scrolled away.
  useEffect(() => {
    const row = thumbsRef.current
    const thumb = row?.children[selected]?.firstElementChild
    if (row && thumb instanceof HTMLElement) {
      row.scrollLeft = thumb.offsetLeft - (row.clientWidth - thumb.offsetWidth) / 2
    }
    containerRef.current?.querySelectorAll('video').forEach((element) => {
      if (!element.paused && !element.closest(`[data-index="${selected}"]`)) element.pause()
    })
  }, [selected])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    if (event.defaultPrevented || ownsArrowKeys(event.target)) return
    event.preventDefault()
    if (event.key === 'ArrowLeft') scrollPrev()
    else scrollNext()
  }

  const closeFullscreen = (index: number) => {
    setFullscreenOpen(false)
    scrollTo(index)
    fullscreenRef.current?.focus()
  }

  const containerId = `${id}-slides`
  const count = slides.length
  return (
    <section
      className="fc-gallery"
      aria-roledescription="carousel"
      aria-label={t.region}
      onKeyDown={onKeyDown}
    >
      <div className="fc-gallery__stage">
        <div className="fc-carousel__viewport fc-gallery__viewport" ref={carousel.viewportRef}>
          <div className="fc-carousel__container" id={containerId} ref={containerRef}>
            {slides.map((slide, index) => (
              <div
                key={slideKey(slide, index)}
                className="fc-carousel__slide fc-gallery__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={fill(t.slide, { index: index + 1, count })}
                data-index={index}
              >
                {slide.kind === 'image' ? (
                  <SlideImage
                    image={slide.image}
                    imageIndex={slide.imageIndex}
                    sizes={slide.image.sizes ?? '(min-width: 64rem) 60vw, 100vw'}
                    fallbackImage={fallbackImage}
                    notFoundText={t.imageNotFound}
                  />
                ) : (
                  <VehicleVideo video={slide.video} title={t.video} />
                )}
              </div>
            ))}
          </div>
        </div>
        {Fullscreen ? (
          <button
            ref={fullscreenRef}
            type="button"
            className="fc-gallery__fullscreen"
            aria-haspopup="dialog"
            onClick={() => setFullscreenOpen(true)}
          >
            <MediaIcon name="expand" />
            <span>{t.fullscreen}</span>
          </button>
        ) : null}
      </div>
      {count > 1 ? (
        <div className="fc-gallery__bar">
          <button
            ref={previousRef}
            type="button"
            className="fc-carousel__button"
            aria-controls={containerId}
            aria-label={t.previous}
            disabled={!canPrev}
            onClick={scrollPrev}
          >
            <MediaIcon name="previous" />
          </button>
          <p className="fc-gallery__status" role="status">
            {fill(t.status, { index: selected + 1, count })}
          </p>
          <button
            ref={nextRef}
            type="button"
            className="fc-carousel__button"
            aria-controls={containerId}
            aria-label={t.next}
            disabled={!canNext}
            onClick={scrollNext}
          >
            <MediaIcon name="next" />
          </button>
        </div>
      ) : null}
      {thumbnails ? (
        <ul className="fc-gallery__thumbs" aria-label={t.thumbnails} ref={thumbsRef}>
          {slides.map((slide, index) => (
            <li key={slideKey(slide, index)} className="fc-gallery__thumb-item">
              <button
                type="button"
                className={cx('fc-gallery__thumb', index === selected && 'fc-gallery__thumb--current')}
                aria-label={
                  slide.kind === 'image' ? fill(t.showImage, { index: slide.imageIndex + 1 }) : t.showVideo
                }
                aria-current={index === selected ? 'true' : undefined}
                aria-controls={containerId}
                onClick={() => scrollTo(index)}
              >
                {slide.kind === 'image' ? (
                  <img
                    className="fc-gallery__thumb-image"
                    src={slide.image.thumb ?? slide.image.src}
                    alt=""
                    width={slide.image.width}
                    height={slide.image.height}
                    loading="lazy"
                    decoding="async"
                    onError={(event) => {
                      const thumb = event.currentTarget
                      if (thumb.getAttribute('src') !== fallbackImage) thumb.src = fallbackImage
                    }}
                  />
                ) : (
                  <span className="fc-gallery__thumb-video">
                    <MediaIcon name="play" />
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {Fullscreen && fullscreenOpen ? (
        <Suspense fallback={null}>
          <Fullscreen
            slides={slides}
            index={selected}
            onClose={closeFullscreen}
            fallbackImage={fallbackImage}
            texts={t}
          />
        </Suspense>
      ) : null}
    </section>
  )
}

function slideKey(slide: GallerySlide, index: number): string {
  return slide.kind === 'image' ? `image-${index}-${slide.image.src}` : `video-${slide.video.src}`
}
