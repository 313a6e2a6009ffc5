// Vehicle page blocks: a separate entry, so pages without a vehicle never load them. Each block is a module of
// its own in dist, so the site loads the heavy ones (viewer extras, calculators, the map) only when needed.
export * from './vehicle-media'
export * from './vehicle-info'
export * from './vehicle-tools'
export * from './vehicle-extras'
export { VehiclePrintSheet } from './vehicle-print-sheet/vehicle-print-sheet'
export type {
  PrintSheetRow,
  VehiclePrintSheetProps,
  VehiclePrintSheetTexts,
} from './vehicle-print-sheet/vehicle-print-sheet'
