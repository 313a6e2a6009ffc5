/** Whether a value is null or undefined (feeds send either for "no value"). */
export function isMissing(value: unknown): value is null | undefined {
  return value === null || value === undefined
}
