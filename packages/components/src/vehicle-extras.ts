// Vehicle page extras blocks, re-exported by src/vehicle.ts.
export {}
