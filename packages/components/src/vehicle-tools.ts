// Vehicle page tools blocks, re-exported by src/vehicle.ts.
export {}
