/**
 * Metadata attached to every option: a sentence for editors and the README, and the spec section it comes from.
 * Kept in the JSON Schema as `description` and `x-spec`, from which the README's option table is generated.
 * @example z.boolean().default(false).meta(doc('Show the Offers menu item.', '§2 Screens › Other'))
 */
export function doc(description: string, spec: string): { description: string; 'x-spec': string } {
  return { description, 'x-spec': spec }
}
