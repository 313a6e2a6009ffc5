// Vehicle page extras blocks, re-exported by src/vehicle.ts.
export { VehicleMap, directionsHref } from './vehicle-map/vehicle-map'

export type {
  VehicleMapData,
  VehicleMapLocation,
  VehicleMapPin,
  VehicleMapProps,
  VehicleMapTexts,
} from './vehicle-map/vehicle-map'
