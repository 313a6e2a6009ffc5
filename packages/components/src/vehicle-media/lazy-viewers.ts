import { lazy } from 'react'

/**
 * The spin viewer, loaded the first time the Spin 360 tab shows (VehicleMedia's default `viewers.spin`).
 * @example <VehicleMedia {...media} viewers={{ spin: LazySpinViewer, interior: LazyInteriorViewer }} />
 */
export const LazySpinViewer = lazy(() =>
  import('../spin-viewer/spin-viewer').then((module) => ({ default: module.SpinViewer })),
)

/** The interior viewer, loaded the first time the Interior tab shows (VehicleMedia's default `viewers.interior`). */
export const LazyInteriorViewer = lazy(() =>
  import('../interior-viewer/interior-viewer').then((module) => ({ default: module.InteriorViewer })),
)
