// Vehicle page info blocks, re-exported by src/vehicle.ts.
export {}
