import { numericColumn, type SearchIndex } from './search-index'
import type { ResolvedSettings, SortCriterion } from './settings'
import type { TextMatch } from './text-index'

/** One sort criterion of a ranking (`asc(price)`, or the custom ranking as a whole) over every position. */
interface SortKey {
  sort: SortCriterion[]
  /** Every position ordered by the criterion's values. */
  order: Uint32Array
  /** Each position's dense rank: equal values share a rank. */
  ranks: Uint32Array
}

type Criterion = 'typo' | 'words' | 'attribute' | 'exact' | SortKey

/**
 * How one index or replica orders records: its ranking criteria, with each sort criterion
 * (`asc(price)`, the custom ranking) turned into a rank per record, and the order of all
 * records when there is no query text (then only the sort criteria decide). Records that tie on every
 * criterion keep the order they were first stored in (`sequence`).
 */
export interface RankingPlan {
  criteria: Criterion[]
  staticOrder: Uint32Array
  sequence: Float64Array
}

/**
 * Builds the ranking of an index or replica. Supported criteria: `typo`, `words`, `attribute`,
 * `exact`, `custom` and `asc(x)`/`desc(x)`; `geo`, `filters` and `proximity` tie. Records without a
 * sort attribute come last in either direction, as in Algolia.
 * @example buildRankingPlan(index, resolveSettings({ ranking: ['asc(price)', 'typo'] }))
 */
export function buildRankingPlan(index: SearchIndex, settings: ResolvedSettings): RankingPlan {
  const criteria: Criterion[] = []
  const positions = Uint32Array.from(index.records.keys())
  const sortKey = (sort: SortCriterion[]): SortKey => {
    const compare = valueComparer(index, sort)
    const order = positions.slice().sort(compare)
    return { sort, order, ranks: denseRanks(order, compare) }
  }
  for (const entry of settings.ranking) {
    if (typeof entry === 'object') criteria.push(sortKey([entry]))
    else if (entry === 'custom') {
      if (settings.customRanking.length > 0) criteria.push(sortKey(settings.customRanking))
    } else if (entry === 'typo' || entry === 'words' || entry === 'attribute' || entry === 'exact')
      criteria.push(entry)
  }
  const plan: RankingPlan = { criteria, staticOrder: positions, sequence: index.sequence }
  plan.staticOrder = positions.sort(staticComparer(plan))
  return plan
}

/**
 * Takes the positions an index gained from `from` on (see `updateSearchIndex`) into a plan built over the
 * positions before them, in place: each is merged into the orders where its values put it.
 * @example extendRankingPlan(plan, index, 700)
 */
export function extendRankingPlan(plan: RankingPlan, index: SearchIndex, from: number): void {
  const added = Uint32Array.from({ length: index.records.length - from }, (_, offset) => from + offset)
  for (const criterion of plan.criteria) {
    if (typeof criterion !== 'object') continue
    const compare = valueComparer(index, criterion.sort)
    criterion.order = mergeSorted(criterion.order, added.slice().sort(compare), compare)
    criterion.ranks = denseRanks(criterion.order, compare)
  }
  plan.sequence = index.sequence
  const compare = staticComparer(plan)
  plan.staticOrder = mergeSorted(plan.staticOrder, added.sort(compare), compare)
}

/**
 * Sorts matching record positions by the plan, text criteria included.
 * @example rankPositions(plan, Uint32Array.of(4, 1, 9), textMatch)
 */
export function rankPositions(plan: RankingPlan, positions: Uint32Array, text: TextMatch): Uint32Array {
  const { criteria, sequence } = plan
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
    return (sequence[a] as number) - (sequence[b] as number)
  })
}

/** Without query text: by the sort criteria's ranks, then in the order stored. */
function staticComparer(plan: RankingPlan): (a: number, b: number) => number {
  const keys = plan.criteria
    .filter((criterion) => typeof criterion === 'object')
    .map((criterion) => criterion.ranks)
  const { sequence } = plan
  return (a, b) => {
    for (const ranks of keys) {
      const difference = (ranks[a] as number) - (ranks[b] as number)
      if (difference !== 0) return difference
    }
    return (sequence[a] as number) - (sequence[b] as number)
  }
}

/** Compares two positions by sort criteria's values; records missing a value come last. */
function valueComparer(index: SearchIndex, criteria: SortCriterion[]): (a: number, b: number) => number {
  const columns = criteria.map((criterion) => ({
    values: numericColumn(index, criterion.attribute).values,
    sign: criterion.direction === 'asc' ? 1 : -1,
  }))
  return (a, b) => {
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
}

/** Dense ranks along an order: a position shares the rank of the one before it when they compare equal. */
function denseRanks(order: Uint32Array, compare: (a: number, b: number) => number): Uint32Array {
  const ranks = new Uint32Array(order.length)
  let rank = 0
  for (let slot = 0; slot < order.length; slot++) {
    if (slot > 0 && compare(order[slot - 1] as number, order[slot] as number) !== 0) rank++
    ranks[order[slot] as number] = rank
  }
  return ranks
}

/** Two sorted lists as one, `left` first among equals. */
function mergeSorted(
  left: Uint32Array,
  right: Uint32Array,
  compare: (a: number, b: number) => number,
): Uint32Array {
  const merged = new Uint32Array(left.length + right.length)
  let l = 0
  let r = 0
  for (let slot = 0; slot < merged.length; slot++)
    merged[slot] =
      r >= right.length || (l < left.length && compare(left[l] as number, right[r] as number) <= 0)
        ? (left[l++] as number)
        : (right[r++] as number)
  return merged
}
