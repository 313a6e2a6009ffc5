import { cx, fill } from '../format'

/** Texts of {@link StepProgress}. */
export interface StepProgressTexts {
  /** `{current}` and `{count}` are filled in. @defaultValue 'Step {current} of {count}' */
  progress: string
  /** Accessible name of the list of steps. @defaultValue 'Steps' */
  steps: string
  /** Read after a finished step's title. @defaultValue 'completed' */
  completed: string
}

/** Default texts of {@link StepProgress}. */
export const defaultStepProgressTexts: StepProgressTexts = {
  progress: 'Step {current} of {count}',
  steps: 'Steps',
  completed: 'completed',
}

/** Props of {@link StepProgress}. */
export interface StepProgressProps {
  /** The steps' titles in order. */
  steps: string[]
  /** The current step, counted from 0. */
  current: number
  /** @defaultValue {@link defaultStepProgressTexts} */
  texts?: Partial<StepProgressTexts>
}

/**
 * Where a shopper is in a multi-step form: 'Step 2 of 4' and an ordered list of the steps with the current one
 * marked (aria-current="step") and finished ones ticked.
 * @example <StepProgress steps={['Your details', 'Your car', 'Registration', 'Offer']} current={1} />
 */
export function StepProgress({ steps, current, texts }: StepProgressProps) {
  const t = { ...defaultStepProgressTexts, ...texts }
  return (
    <div className="fc-steps">
      <p className="fc-steps__status">{fill(t.progress, { current: current + 1, count: steps.length })}</p>
      <ol className="fc-steps__list" aria-label={t.steps}>
        {steps.map((title, index) => (
          <li
            key={`${index}-${title}`}
            className={cx(
              'fc-steps__item',
              index < current && 'fc-steps__item--done',
              index === current && 'fc-steps__item--current',
            )}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="fc-steps__title">{title}</span>
            {index < current ? (
              <>
                {' '}
                <span className="fc-sr-only">({t.completed})</span>
              </>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  )
}
