import type { VehicleCardProps } from '@forecourt/components'
import type { SearchRecord } from '@forecourt/stock-rules'
import { vehicleCard } from '@forecourt/stock-rules/vehicle-card'
import { financeChips } from './finance-chips'
import type { SearchPageConfig } from './search-config'

/**
 * A search hit as a result card: the car's card, its finance chips under the tenant's rule, and View Details.
 * The search results and the vehicle page's similar cars show hits the same way.
 * @example hitCard(hit, config, new Date(config.now)).href // '/cars/2024-kia-sportage-s-wbk000001'
 */
export function hitCard(hit: SearchRecord, config: SearchPageConfig, now: Date): VehicleCardProps {
  return {
    ...vehicleCard(
      {
        ...hit,
        reserved: hit.reserved ?? undefined,
        created_at: hit.created_at_timestamp
          ? new Date(hit.created_at_timestamp * 1000).toISOString()
          : undefined,
        images: hit.primary_image_url ? [{ image: { url: hit.primary_image_url } }] : [],
      },
      now,
      config.cards,
    ),
    financeChips: financeChips(hit, config, now),
    actions: [{ label: 'View Details', href: `/cars/${hit.slug}`, variant: 'primary' }],
  }
}
