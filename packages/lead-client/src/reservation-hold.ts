/**
 * How long a reservation holds the car, as the shopper reads it: hours up to two days, whole days beyond.
 * @example reservationHoldText(48) // '48 hours'
 * @example reservationHoldText(168) // '7 days'
 */
export function reservationHoldText(holdHours: number): string {
  if (holdHours === 1) return '1 hour'
  if (holdHours <= 48 || holdHours % 24 !== 0) return `${holdHours} hours`
  return `${holdHours / 24} days`
}
