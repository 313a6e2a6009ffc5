// The '@forecourt/tenant-config/image-url' entry. The builder itself is stock-rules' (car photos belong to the
// inventory, and stock-rules' vehicleCard builds card images with it); it stays exported here for the code that
// already takes it from the tenant configuration.
export { imageUrl } from '@forecourt/stock-rules'
export type { ImageCdn, ImageSize } from '@forecourt/stock-rules'
