import { insertVideo, isPriorityImage, videoSource, type VideoPosition } from '@forecourt/stock-rules'
import { useEffect, useRef, useState } from 'react'
import { cx } from '../format'

/** One photo of the vehicle (the car's `image.url` and `image.thumb.url`, at its CDN widths). */
export interface GalleryImage {
  /** Full-size address. */
  src: string
  /** Responsive candidates, e.g. the CDN address at 640, 960 and 1600 wide. */
  srcSet?: string
  /** Display widths for `srcSet`. @defaultValue '(min-width: 64rem) 60vw, 100vw' (full screen: '100vw') */
  sizes?: string
  /** Thumbnail address. @defaultValue src */
  thumb?: string
  /** What the photo shows, e.g. '2023 Toyota HiLux SR5, front three-quarter view'. */
  alt: string
  /** Intrinsic width in pixels, so the page does not shift while the photo loads. */
  width: number
  /** Intrinsic height in pixels. */
  height: number
}

/** A vehicle video: embed-style addresses are framed, others play inline (stock-rules `videoSource`). */
export interface GalleryVideo {
  /** A YouTube /embed/ or Vimeo address, or a video file such as an .mp4. */
  src: string
  /** Accessible name of the player. @defaultValue the component's `video` text */
  title?: string
  /** Picture shown before an inline video plays. */
  poster?: string
  /** Captions of an inline video (WebVTT). */
  captions?: { src: string; srcLang: string; label?: string }
}

/** Visible and accessible texts of the full-screen view. */
export interface GalleryFullscreenTexts {
  /** The dialog's heading. @defaultValue 'Photos' */
  dialog: string
  /** @defaultValue 'Close full screen' */
  close: string
  /** @defaultValue 'Previous image' */
  previous: string
  /** @defaultValue 'Next image' */
  next: string
  /** Position of the slide shown; `{index}` and `{count}` are filled in. @defaultValue '{index} of {count}' */
  status: string
  /** Accessible name of a video without a title. @defaultValue 'Vehicle video' */
  video: string
  /** Accessible name of the 'image not found' picture. @defaultValue 'Image not found' */
  imageNotFound: string
}

/** Default texts of the full-screen view. */
export const defaultFullscreenTexts: GalleryFullscreenTexts = {
  dialog: 'Photos',
  close: 'Close full screen',
  previous: 'Previous image',
  next: 'Next image',
  status: '{index} of {count}',
  video: 'Vehicle video',
  imageNotFound: 'Image not found',
}

/** One slide of the gallery: a photo, or the video at the tenant's position. */
export type GallerySlide =
  | {
      kind: 'image'
      image: GalleryImage
      /** Position among the photos (the video not counted); -1 for the 'image not found' picture. */
      imageIndex: number
    }
  | { kind: 'video'; video: GalleryVideo }

/** Size of the fixtures' 'image not found' picture, used when a car has no photos. */
const fallbackSize = { width: 960, height: 540 }

/**
 * The gallery's slides: the photos with the video inserted at its position (stock-rules `insertVideo`); a car
 * without photos gets the 'image not found' picture in their place.
 * @example gallerySlides([front, side], { src: 'https://vimeo.com/1' }, 'second', '/nf.svg', 'Image not found')
 */
export function gallerySlides(
  images: readonly GalleryImage[],
  video: GalleryVideo | null | undefined,
  position: VideoPosition,
  fallbackImage: string,
  notFoundText: string,
): GallerySlide[] {
  const photos: GallerySlide[] = images.length
    ? images.map((image, imageIndex) => ({ kind: 'image', image, imageIndex }))
    : [{ kind: 'image', image: { src: fallbackImage, alt: notFoundText, ...fallbackSize }, imageIndex: -1 }]
  return video && videoSource(video.src) ? insertVideo(photos, { kind: 'video', video }, position) : photos
}

/** Props of {@link SlideImage}. */
export interface SlideImageProps {
  /** The photo. */
  image: GalleryImage
  /** Position among the photos: the first 2 load eagerly with high priority (stock-rules `isPriorityImage`). */
  imageIndex: number
  /** Shown in place of a photo that fails to load. */
  fallbackImage: string
  /** Accessible name of the fallback picture. */
  notFoundText: string
  /** @defaultValue image.sizes */
  sizes?: string
  /** Extra class name. */
  className?: string
}

/**
 * A vehicle photo that swaps to the 'image not found' picture when it fails to load (spec section 8), also when
 * it failed before hydration, when React was not yet listening.
 */
export function SlideImage({
  image,
  imageIndex,
  fallbackImage,
  notFoundText,
  sizes,
  className,
}: SlideImageProps) {
  const [failed, setFailed] = useState(false)
  const ref = useRef<HTMLImageElement>(null)
  const priority = isPriorityImage(imageIndex)

  useEffect(() => {
    const img = ref.current
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) setFailed(true)
  }, [])

  const showFallback = failed && image.src !== fallbackImage
  return (
    <img
      ref={ref}
      className={cx('fc-gallery__image', showFallback && 'fc-gallery__image--missing', className)}
      src={showFallback ? fallbackImage : image.src}
      srcSet={showFallback ? undefined : image.srcSet}
      sizes={showFallback || !image.srcSet ? undefined : (sizes ?? image.sizes)}
      alt={showFallback ? notFoundText : image.alt}
      width={showFallback ? fallbackSize.width : image.width}
      height={showFallback ? fallbackSize.height : image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      draggable={false}
      onError={() => setFailed(true)}
    />
  )
}

/** Props of {@link VehicleVideo}. */
export interface VehicleVideoProps {
  /** The video. */
  video: GalleryVideo
  /** Accessible name when the video has no title. */
  title: string
  /** Extra class name. */
  className?: string
}

/**
 * A vehicle video (spec section 2): embed-style addresses in a lazy `<iframe>` that may go full screen (through
 * `allow`, which browsers prefer to the older `allowfullscreen`), other addresses in a `<video>` with controls that
 * loads nothing until played.
 */
export function VehicleVideo({ video, title, className }: VehicleVideoProps) {
  const source = videoSource(video.src)
  if (!source) return null
  const name = video.title ?? title
  if (source.kind === 'embed') {
    return (
      <iframe
        className={cx('fc-video', className)}
        src={source.src}
        title={name}
        loading="lazy"
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    )
  }
  return (
    <video
      className={cx('fc-video', className)}
      src={source.src}
      poster={video.poster}
      aria-label={name}
      controls
      playsInline
      preload="none"
    >
      {video.captions ? (
        <track
          kind="captions"
          src={video.captions.src}
          srcLang={video.captions.srcLang}
          label={video.captions.label}
          default
        />
      ) : null}
    </video>
  )
}

/** Keys on a playing video (seeking) or a form field belong to it, not to the gallery around it. */
export function ownsArrowKeys(target: EventTarget): boolean {
  return target instanceof HTMLElement && target.closest('video, iframe, input, select, textarea') !== null
}

/** Chevron, play and full-screen icons of the media blocks. */
export function MediaIcon({ name }: { name: 'previous' | 'next' | 'play' | 'pause' | 'expand' | 'close' }) {
  const paths = {
    previous: (
      <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    ),
    next: <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />,
    play: <path d="M8 5l11 7-11 7z" fill="currentColor" />,
    pause: <path d="M7 5h4v14H7zm6 0h4v14h-4z" fill="currentColor" />,
    expand: (
      <path
        d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    ),
    close: <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />,
  }
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {paths[name]}
    </svg>
  )
}
