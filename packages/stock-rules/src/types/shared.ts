/** An ISO 8601 date or date-time string, e.g. `'2025-06-15'` or `'2025-06-15T16:00:00+10:00'`. */
export type IsoDateString = string

/** An uploaded file as the dealer API returns it: a `url`, optionally with a `thumb.url`. */
export interface ImageUpload {
  url: string | null
  thumb?: { url: string | null } | undefined
}

/** A logo or picture that only carries its address. */
export interface UrlRef {
  url: string | null
}

/** A specification value as it arrives from stock feeds; rows with `null`, `''` or `'null'` are hidden. */
export type SpecValue = string | number | null
