/**
 * Reads a field by name, following dots into nested objects (`location.name`) when the record has no
 * field of that exact name.
 * @example fieldValue({ location: { name: 'Ipswich' } }, 'location.name') // 'Ipswich'
 */
export function fieldValue(record: Record<string, unknown>, attribute: string): unknown {
  if (attribute in record || !attribute.includes('.')) return record[attribute]
  let value: unknown = record
  for (const part of attribute.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[part]
  }
  return value
}
