import { VehicleCard } from '@forecourt/components'
import { vehicleCard, type VehicleCardCar } from '@forecourt/stock-rules/vehicle-card'

/** A car from the stock as a card: title, price, chips, tag and picture, with a link to its page. */
export function StockCard({ car }: { car: VehicleCardCar }) {
  const card = vehicleCard(car, new Date(), { tags: {}, prices: {} })
  return <VehicleCard {...card} actions={[{ label: 'View Details', href: card.href }]} />
}
