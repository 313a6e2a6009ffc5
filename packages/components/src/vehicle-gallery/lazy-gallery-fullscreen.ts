import { lazy } from 'react'

/**
 * The full-screen view, loaded the first time a shopper opens it (VehicleGallery's default `fullscreen`).
 * @example <VehicleGallery images={images} fullscreen={LazyGalleryFullscreen} />
 */
export const LazyGalleryFullscreen = lazy(() =>
  import('./gallery-fullscreen').then((module) => ({ default: module.GalleryFullscreen })),
)
