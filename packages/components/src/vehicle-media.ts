// Vehicle page media blocks, re-exported by src/vehicle.ts.
export {}
