/**
 * The URL slug of a name: lowercase, diacritics stripped, every run of other characters than a–z and 0–9
 * turned into one '-', and no '-' at either end. An empty slug means the name cannot appear in a path.
 * @example slugify('Mercedes-Benz') // 'mercedes-benz'
 * @example slugify('Land Rover') // 'land-rover'
 * @example slugify('Cab Chassis') // 'cab-chassis'
 * @example slugify('Citroën') // 'citroen'
 */
export function slugify(name: string): string {
  return foldCaseAndAccents(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * A name lowercased with its diacritics stripped: what slugs are made of, and the key makes are sorted by, so that
 * 'Škoda' sits with the S's and 'kia' beside 'Kia'.
 * @example foldCaseAndAccents('Citroën') // 'citroen'
 */
export function foldCaseAndAccents(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
}
