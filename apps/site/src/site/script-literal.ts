/**
 * A value written as a JavaScript literal inside an inline `<script>` the server sends: JSON, with `<` escaped, so
 * no string in it (an address, a file name) could ever close the script element early.
 * @example scriptLiteral(['/assets/a.css']) // '["/assets/a.css"]'
 */
export function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c')
}
