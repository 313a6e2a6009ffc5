// Vehicle page media blocks, re-exported by src/vehicle.ts. The spin and interior viewers and the full-screen view
// are modules of their own: VehicleMedia and VehicleGallery load them on demand through the Lazy* components, so a
// page that only renders VehicleMedia keeps them out of its first bundle.
export { GalleryFullscreen } from './vehicle-gallery/gallery-fullscreen'
export { gallerySlides, VehicleVideo } from './vehicle-gallery/gallery-slides'
export { LazyGalleryFullscreen } from './vehicle-gallery/lazy-gallery-fullscreen'
export { defaultFallbackImage, VehicleGallery } from './vehicle-gallery/vehicle-gallery'
export { frameAfterDrag, spinAutoRotateMs, spinPixelsPerFrame, stepFrame } from './spin-viewer/spin-frames'
export { SpinViewer } from './spin-viewer/spin-viewer'
export { interiorPanStep, panAfterDrag } from './interior-viewer/pan'
export { InteriorViewer } from './interior-viewer/interior-viewer'
export { LazyInteriorViewer, LazySpinViewer } from './vehicle-media/lazy-viewers'
export { defaultViewers, VehicleMedia } from './vehicle-media/vehicle-media'

export type { GalleryFullscreenProps } from './vehicle-gallery/gallery-fullscreen'
export type {
  GalleryFullscreenTexts,
  GalleryImage,
  GallerySlide,
  GalleryVideo,
  VehicleVideoProps,
} from './vehicle-gallery/gallery-slides'
export type { VehicleGalleryProps, VehicleGalleryTexts } from './vehicle-gallery/vehicle-gallery'
export type { SpinViewerProps } from './spin-viewer/spin-viewer'
export type { SpinViewerTexts } from './spin-viewer/spin-texts'
export type { InteriorViewerProps } from './interior-viewer/interior-viewer'
export type { InteriorImage, InteriorViewerTexts } from './interior-viewer/interior-texts'
export type { VehicleMediaProps, VehicleMediaTexts, VehicleMediaViewers } from './vehicle-media/vehicle-media'
