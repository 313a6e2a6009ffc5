import { useClearRefinements, useCurrentRefinements } from 'react-instantsearch'
import { ActiveRefinements, type ActiveRefinementsTexts } from '../active-refinements/active-refinements'

/** One refinement as InstantSearch reports it. */
export interface CurrentRefinement {
  attribute: string
  type: string
  value: string | number
  label: string
  operator?: string
}

export interface ActiveRefinementsWidgetProps {
  /** Names of attributes on chips, e.g. { make: 'Make' } gives 'Make: Toyota'. */
  attributeLabels?: Record<string, string>
  /** A chip's text; overrides `attributeLabels`, e.g. to format a price range. */
  chipText?: (refinement: CurrentRefinement) => string
  /** Attributes never shown or cleared. @defaultValue ['query'] */
  excludedAttributes?: string[]
  texts?: Partial<ActiveRefinementsTexts>
}

/** Chips for the current refinements with remove buttons and 'Clear Filters', wired to InstantSearch. */
export function ActiveRefinementsWidget({
  attributeLabels = {},
  chipText,
  excludedAttributes,
  texts,
}: ActiveRefinementsWidgetProps) {
  const { items } = useCurrentRefinements({ excludedAttributes })
  const { refine: clear } = useClearRefinements({ excludedAttributes })
  const chips = items.flatMap((item) =>
    item.refinements.map((refinement) => {
      const name = attributeLabels[refinement.attribute]
      return {
        key: `${refinement.attribute}:${refinement.operator ?? ''}:${refinement.value}`,
        label: chipText ? chipText(refinement) : name ? `${name}: ${refinement.label}` : refinement.label,
        remove: () => item.refine(refinement),
      }
    }),
  )
  return (
    <ActiveRefinements
      items={chips}
      onRemove={(key) => chips.find((chip) => chip.key === key)?.remove()}
      onClear={clear}
      texts={texts}
    />
  )
}
