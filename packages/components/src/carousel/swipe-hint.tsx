/** The phone-size hint under a carousel, e.g. 'Swipe'. Hidden on wide screens, where the buttons are at hand. */
export function SwipeHint({ text }: { text: string }) {
  return (
    <p className="fc-carousel__hint">
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M4 12h16m-4-4l4 4-4 4M8 8l-4 4 4 4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      {text}
    </p>
  )
}
