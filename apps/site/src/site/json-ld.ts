/**
 * JSON-LD as safe script text: `<` is escaped, so no value from the data can close the script element.
 * @example jsonLdScript({ name: '</script>' }) // '{"name":"\\u003c/script>"}'
 */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
