import { numericColumn, type SearchIndex } from './search-index'
import type { ResolvedSettings, SortCriterion } from './settings'
import type { TextMatch } from './text-index'

type Criterion = 'typo' | 'words' | 'attribute' | 'exact' | { ranks: Uint32Array }

/**
 * How one index or replica orders records: its ranking criteria, with each sort criterion
 * (`asc(price)`, the custom ranking) turned into a rank per record at start-up, and the order of all
 * records when there is no query text (then only the sort criteria decide).
 */
export interface RankingPlan {
  criteria: Criterion[]
  staticOrder: Uint32Array
}

/**
 * Builds the ranking of an index or replica. Supported criteria: `typo`, `words`, `attribute`,
 * `exact`, `custom` and `asc(x)`/`desc(x)`; `geo`, `filters` and `proximity` tie. Records without a
 * sort attribute come last in either direction, as in Algolia.
 * @example buildRankingPlan(index, resolveSettings({ ranking: ['asc(price)', 'typo'] }))
 */
export function buildRankingPlan(index: SearchIndex, settings: ResolvedSettings): RankingPlan {
  const criteria: Criterion[] = []
  for (const entry of settings.ranking) {
    if (typeof entry === 'object') criteria.push({ ranks: sortRanks(index, [entry]) })
    else if (entry === 'custom') {
      if (settings.customRanking.length > 0)
        criteria.push({ ranks: sortRanks(index, settings.customRanking) })
    } else if (entry === 'typo' || entry === 'words' || entry === 'attribute' || entry === 'exact')
      criteria.push(entry)
  }
  const keys = criteria
    .filter((criterion) => typeof criterion === 'object')
    .map((criterion) => criterion.ranks)
  const staticOrder = Uint32Array.from(index.records.keys()).sort((a, b) => {
    for (const ranks of keys) {
      const difference = (ranks[a] as number) - (ranks[b] as number)
      if (difference !== 0) return difference
    }
    return a - b
  })
  return { criteria, staticOrder }
}

/**
 * Sorts matching record positions by the plan, text criteria included.
 * @example rankPositions(plan, Uint32Array.of(4, 1, 9), textMatch)
 */
export function rankPositions(plan: RankingPlan, positions: Uint32Array, text: TextMatch): Uint32Array {
  const { criteria } = plan
  return positions.sort((a, b) => {
    for (const criterion of criteria) {
      let difference = 0
      if (criterion === 'typo') difference = (text.typos[a] as number) - (text.typos[b] as number)
      else if (criterion === 'attribute')
        difference = (text.attributeRank[a] as number) - (text.attributeRank[b] as number)
      else if (criterion === 'exact') difference = (text.exact[b] as number) - (text.exact[a] as number)
      else if (criterion !== 'words')
        difference = (criterion.ranks[a] as number) - (criterion.ranks[b] as number)
      if (difference !== 0) return difference
    }
    return a - b
  })
}

/** Dense ranks of records by sort criteria: equal values share a rank; records missing a value come last. */
function sortRanks(index: SearchIndex, criteria: SortCriterion[]): Uint32Array {
  const columns = criteria.map((criterion) => ({
    values: numericColumn(index, criterion.attribute).values,
    sign: criterion.direction === 'asc' ? 1 : -1,
  }))
  const compare = (a: number, b: number): number => {
    for (const { values, sign } of columns) {
      const left = values[a] as number
      const right = values[b] as number
      const leftMissing = left !== left
      const rightMissing = right !== right
      if (leftMissing || rightMissing) {
        if (leftMissing !== rightMissing) return leftMissing ? 1 : -1
        continue
      }
      if (left !== right) return (left - right) * sign
    }
    return 0
  }
  const order = Uint32Array.from(index.records.keys()).sort(compare)
  const ranks = new Uint32Array(index.records.length)
  let rank = 0
  for (let slot = 0; slot < order.length; slot++) {
    if (slot > 0 && compare(order[slot - 1] as number, order[slot] as number) !== 0) rank++
    ranks[order[slot] as number] = rank
  }
  return ranks
}
