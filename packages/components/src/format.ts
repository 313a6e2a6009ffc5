/**
 * Fills `{name}` placeholders of a text template.
 * @example fill('{index} of {count}', { index: 2, count: 5 }) // '2 of 5'
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
}

/** Joins class names, skipping empty ones. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ')
}
