/**
 * JSON-LD (the schema.org vehicle data of a vehicle page) as safe text for a `<script type="application/ld+json">`
 * element: `<` is escaped, so no value from the stock feed can close the script element. The server writes the
 * page with it and the browser renders the same text when it hydrates, so both agree byte for byte.
 * @example jsonLdScript({ name: '</script>' }) // '{"name":"\\u003c/script>"}'
 */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
