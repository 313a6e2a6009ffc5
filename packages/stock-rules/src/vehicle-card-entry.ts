// The '@forecourt/stock-rules/vehicle-card' entry: stock cards and result cards, for pages that show them and need
// nothing else of the package. Each entry is bundled on its own, so a page takes cards from here alone.
export { tagDisplay, vehicleCard } from './vehicle-card.js'
export { hitCard, hitFinanceChips } from './hit-card.js'
export type {
  VehicleCardCar,
  VehicleCardData,
  VehicleCardImage,
  VehicleCardOptions,
  VehicleTag,
  VehicleTagTone,
} from './vehicle-card.js'
export type { CardFinanceOptions, HitCardData, HitCardOptions } from './hit-card.js'
