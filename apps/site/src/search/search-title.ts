import type { SearchState } from '@forecourt/search-url'

const carTypeWords: Record<string, string> = { new: 'New', demo: 'Demo', used: 'Used' }

/**
 * What a search page is about, in the words shoppers search with, for its title and heading.
 * @example searchTitle({ refinementList: { car_type: ['used'], make: ['Toyota'], model: ['HiLux'] } }) // 'Used Toyota HiLux for sale'
 */
export function searchTitle(state: SearchState): string {
  const list = state.refinementList ?? {}
  const carTypes = (list.car_type ?? []).map((type) => carTypeWords[type] ?? type)
  const types = carTypes.length === 0 || carTypes.length === 3 ? 'New, used and demo' : carTypes.join(' and ')
  const single = (values: readonly string[] | undefined) => (values?.length === 1 ? values[0] : undefined)
  const named = [single(list.make), single(list.model), single(list.body)].filter(Boolean).join(' ')
  const itemType = single(list.item_type)
  const subject = named || (itemType ? `${itemType}s` : 'cars')
  const place = single(list.location_name) ?? single(list.dealership_name)
  return `${types} ${subject} for sale${place ? ` at ${place}` : ''}`
}
