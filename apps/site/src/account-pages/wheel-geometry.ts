/**
 * The wheel's turn, in degrees clockwise, that brings prize `index` of `count` under the pointer at the top after
 * `turns` full turns: prizes are drawn clockwise from the top, so the middle of prize i sits at (i + ½) × 360/count
 * and the wheel turns the rest of the way round. Added to the turn the wheel already has, it always spins forward.
 * @example wheelTurn(0, 4, 5, 0) // 2115: 5 turns, then 315° more, so the middle of the first quarter is at the top
 */
export function wheelTurn(index: number, count: number, turns: number, current: number): number {
  const segment = 360 / count
  const target = (((-(index + 0.5) * segment) % 360) + 360) % 360
  const start = ((current % 360) + 360) % 360
  const forward = (target - start + 360) % 360
  return current + turns * 360 + forward
}

/**
 * The SVG path of prize `index` of `count` on a wheel of radius `radius` centred on (radius, radius), starting at
 * the top and going clockwise.
 * @example segmentPath(0, 4, 100) // 'M 100 100 L 100 0 A 100 100 0 0 1 200 100 Z'
 */
export function segmentPath(index: number, count: number, radius: number): string {
  const point = (turn: number) => {
    const angle = turn * 2 * Math.PI - Math.PI / 2
    const round = (value: number) => Math.round(value * 1000) / 1000
    return `${round(radius + radius * Math.cos(angle))} ${round(radius + radius * Math.sin(angle))}`
  }
  const large = count === 1 ? 1 : 0
  return `M ${radius} ${radius} L ${point(index / count)} A ${radius} ${radius} 0 ${large} 1 ${point((index + 1) / count)} Z`
}
