import type { useCarousel } from './use-carousel'

export interface CarouselButtonsProps {
  /** The carousel the buttons move (from useCarousel). */
  carousel: Pick<ReturnType<typeof useCarousel>, 'canPrev' | 'canNext' | 'scrollPrev' | 'scrollNext'>
  /** Id of the slide container the buttons control. */
  controls: string
  labels: { previous: string; next: string }
}

/**
 * The left or right arrow of the carousels and viewers; `flip` points it right.
 * @default size 20
 * @example <ArrowIcon flip size={24} />
 */
export const ArrowIcon = ({ flip, size = 20 }: { flip?: boolean; size?: number }) => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
    <path
      d={flip ? 'M9 6l6 6-6 6' : 'M15 6l-6 6 6 6'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
)

/** Previous and next buttons, disabled at the ends of the carousel. */
export function CarouselButtons(props: CarouselButtonsProps) {
  return (
    <div className="fc-carousel__buttons">
      <button
        type="button"
        className="fc-carousel__button"
        aria-controls={props.controls}
        aria-label={props.labels.previous}
        disabled={!props.carousel.canPrev}
        onClick={props.carousel.scrollPrev}
      >
        <ArrowIcon />
      </button>
      <button
        type="button"
        className="fc-carousel__button"
        aria-controls={props.controls}
        aria-label={props.labels.next}
        disabled={!props.carousel.canNext}
        onClick={props.carousel.scrollNext}
      >
        <ArrowIcon flip />
      </button>
    </div>
  )
}
