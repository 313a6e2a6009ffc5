/** The image pipeline: raster pictures resized and transcoded on request, kept on disk, served by Accept. */
export { createImagePipeline } from './image-pipeline'
export { imageFiles, imagePathOf } from './image-routes'
export { sitePhotoAddress, withSitePhotos } from './remote-photos'
export { defaultImageQuality, imageFormatFor, imageQualities, imageSize, imageWidths } from './image-variant'

export type { ImageAnswer, ImagePipeline, ImagePipelineOptions, ImageRequest } from './image-pipeline'
export type { ImageFormat, ImageVariant } from './image-variant'
export type { RemotePhotoOptions } from './remote-photos'
