/** A JSON value as a merge patch reads it. */
type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue }

const isObject = (value: unknown): value is Record<string, JsonValue> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Applies a JSON merge patch (RFC 7396) to a document: each member of the patch replaces the document's, an object
 * merges into the document's object, and `null` removes the member. Arrays are replaced whole (a car's photos are
 * sent as the new list). Neither argument is changed.
 * @example applyMergePatch({ price: 41990, tag: 'runout sale' }, { price: 39990, tag: null }) // { price: 39990 }
 */
export function applyMergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch
  const result: Record<string, JsonValue> = isObject(target) ? { ...target } : {}
  for (const [name, value] of Object.entries(patch)) {
    if (value === null) delete result[name]
    else result[name] = applyMergePatch(result[name], value) as JsonValue
  }
  return result
}
