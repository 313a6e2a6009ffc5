import {
  normaliseBodyName,
  prefixModelNumber,
  type BodyNameOptions,
  type ModelNumberOptions,
} from './body-types.js'

/** The labels lists show for facet values that read differently from the value, by attribute. */
export interface ListLabels {
  /** Make names with a regional suffix dropped, e.g. 'Hyundai Australia' → 'Hyundai'. */
  make: Record<string, string>
  /** Bare model numbers with their make's prefix, e.g. '300' → 'Series 300' where the tenant says so. */
  model: Record<string, string>
  /** Body names with 'UTE' written 'Ute' and a regional suffix dropped. */
  body: Record<string, string>
}

/**
 * The labels of a stock's makes, models and bodies in lists (filters), where they differ from the values (spec
 * section 9: body names normalised in lists; two brands' model numbers get a prefix). The values themselves stay
 * as they are, so filters and URLs keep working; only what the shopper reads changes. A model number two makes
 * share is labelled only when both makes give it the same label.
 * @example listLabels([{ make: 'Hino', model: '300', body: 'UTE' }], { modelNumberPrefixes: { Hino: 'Series ' } }) // { make: {}, model: { '300': 'Series 300' }, body: { UTE: 'Ute' } }
 */
export function listLabels(
  cars: readonly { make?: string | null; model?: string | null; body?: string | null }[],
  options: BodyNameOptions & ModelNumberOptions = {},
): ListLabels {
  const labels: ListLabels = { make: {}, model: {}, body: {} }
  const ambiguousModels = new Set<string>()
  for (const car of cars) {
    for (const attribute of ['make', 'body'] as const) {
      const value = car[attribute]
      if (!value || value in labels[attribute]) continue
      const label = normaliseBodyName(value, options)
      if (label !== value) labels[attribute][value] = label
    }
    const { make, model } = car
    if (!make || !model || ambiguousModels.has(model)) continue
    const label = prefixModelNumber(model, make, options)
    const known = labels.model[model]
    if (known !== undefined && known !== label) {
      delete labels.model[model]
      ambiguousModels.add(model)
    } else if (label !== model) labels.model[model] = label
  }
  return labels
}
