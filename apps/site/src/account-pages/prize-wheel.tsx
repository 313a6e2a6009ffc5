import { segmentPath } from './wheel-geometry'

const radius = 150
const longestLabel = 22

/** A label short enough for its slice of the wheel; the full prize list is beside the wheel. */
function wheelLabel(label: string): string {
  return label.length > longestLabel ? `${label.slice(0, longestLabel - 1).trimEnd()}…` : label
}

/** Props of {@link PrizeWheel}. */
export interface PrizeWheelProps {
  prizes: readonly string[]
  /** Degrees turned clockwise; a change animates unless `animate` is false. */
  turn: number
  /** Animate to a new turn (false for shoppers who asked for reduced motion). */
  animate: boolean
  /** Called when the wheel has stopped after a turn. */
  onStopped?: () => void
}

/**
 * The prize wheel drawn as SVG: one slice per prize, clockwise from the top, a pointer at the top. It is a picture
 * only (hidden from screen readers); the page lists the prizes and announces the result in words.
 * @example <PrizeWheel prizes={prizes} turn={turn} animate={!reducedMotion} onStopped={reveal} />
 */
export function PrizeWheel({ prizes, turn, animate, onStopped }: PrizeWheelProps) {
  const count = Math.max(prizes.length, 1)
  const segment = 360 / count
  return (
    <div className="fc-wheel" aria-hidden="true">
      <svg className="fc-wheel__pointer" viewBox="0 0 40 32" width="40" height="32" focusable="false">
        <path d="M4 0 H36 L20 30 Z" />
      </svg>
      <svg
        className={animate ? 'fc-wheel__disc fc-wheel__disc--animated' : 'fc-wheel__disc'}
        viewBox={`0 0 ${radius * 2} ${radius * 2}`}
        width={radius * 2}
        height={radius * 2}
        focusable="false"
        style={{ transform: `rotate(${turn}deg)` }}
        onTransitionEnd={(event) => {
          if (event.propertyName === 'transform') onStopped?.()
        }}
      >
        {prizes.map((prize, index) => (
          <g
            key={`${index}-${prize}`}
            className={index % 2 === 0 ? 'fc-wheel__slice' : 'fc-wheel__slice fc-wheel__slice--alt'}
          >
            <path d={segmentPath(index, count, radius)} />
            <text
              x={radius}
              y={radius}
              transform={`rotate(${(index + 0.5) * segment - 90} ${radius} ${radius}) translate(${radius - 12} 0)`}
              textAnchor="end"
              dominantBaseline="middle"
            >
              {wheelLabel(prize)}
            </text>
          </g>
        ))}
        <circle className="fc-wheel__hub" cx={radius} cy={radius} r={18} />
      </svg>
    </div>
  )
}
