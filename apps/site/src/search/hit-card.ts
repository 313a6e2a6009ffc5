import type { VehicleCardProps } from '@forecourt/components'
import type { SearchRecord } from '@forecourt/stock-rules'
import { hitCard as hitCardData } from '@forecourt/stock-rules/vehicle-card'
import type { SearchPageConfig } from './search-config'

/**
 * A search hit as a result card: the car's card and finance chips under the tenant's rules (stock-rules'
 * `hitCard`), and View Details. The search results and the vehicle page's similar cars show hits the same way.
 * @example hitCard(hit, config, new Date(config.now)).href // '/cars/2024-kia-sportage-s-wbk000001'
 */
export function hitCard(hit: SearchRecord, config: SearchPageConfig, now: Date): VehicleCardProps {
  return {
    ...hitCardData(hit, now, config.cards),
    actions: [{ label: 'View Details', href: `/cars/${hit.slug}`, variant: 'primary' }],
  }
}
