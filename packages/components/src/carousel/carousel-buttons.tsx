export interface CarouselButtonsProps {
  controls: string
  canPrev: boolean
  canNext: boolean
  onPrev: () => void
  onNext: () => void
  previousLabel: string
  nextLabel: string
}

const Chevron = ({ flip }: { flip?: boolean }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
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
        aria-label={props.previousLabel}
        disabled={!props.canPrev}
        onClick={props.onPrev}
      >
        <Chevron />
      </button>
      <button
        type="button"
        className="fc-carousel__button"
        aria-controls={props.controls}
        aria-label={props.nextLabel}
        disabled={!props.canNext}
        onClick={props.onNext}
      >
        <Chevron flip />
      </button>
    </div>
  )
}
