import { modelListName, modelShortDescription } from '@forecourt/stock-rules/models'
import { cx } from '../format'

/** One model on the listing. */
export interface ModelListItem {
  /** The model's page, e.g. '/models/hilux'. */
  href: string
  name: string
  /** 'coming_soon' lists the model as 'ALL-NEW {name}'. */
  status?: string | null
  image?: { src: string; alt: string }
  /** Cut to about 75 characters on the card. */
  shortDescription?: string | null
}

/** A body filter choice: a link to the listing filtered to that body. */
export interface ModelBodyFilter {
  label: string
  href: string
  /** The filter in force (marked `aria-current`). */
  current: boolean
}

/** Texts of {@link ModelList}. */
export interface ModelListTexts {
  /** @defaultValue 'Filter models by body' */
  filterLabel: string
  /** @defaultValue 'View model' */
  viewModel: string
  /** @defaultValue 'No models match this body type.' */
  empty: string
}

/** Default {@link ModelListTexts}. */
export const defaultModelListTexts: ModelListTexts = {
  filterLabel: 'Filter models by body',
  viewModel: 'View model',
  empty: 'No models match this body type.',
}

/** Props of {@link ModelList}. */
export interface ModelListProps {
  models: ModelListItem[]
  /** Body filter links (e.g. All, SUV, Ute); none shows no filter. */
  bodies?: ModelBodyFilter[]
  /** @defaultValue 2 */
  headingLevel?: 2 | 3
  texts?: Partial<ModelListTexts>
}

/**
 * The model listing (/models?body={body}): a body filter and one card per model with its image, name ('ALL-NEW'
 * before coming_soon models) and short description cut to about 75 characters.
 * @example <ModelList models={models} bodies={[{ label: 'All', href: '/models', current: true }]} />
 */
export function ModelList({ models, bodies = [], headingLevel = 2, texts }: ModelListProps) {
  const t = { ...defaultModelListTexts, ...texts }
  const Heading = `h${headingLevel}` as const
  return (
    <div className="fc-model-list">
      {bodies.length > 1 ? (
        <nav className="fc-model-list__filter" aria-label={t.filterLabel}>
          <ul className="fc-model-list__bodies">
            {bodies.map((body) => (
              <li key={body.href}>
                <a
                  className={cx('fc-model-list__body', body.current && 'fc-model-list__body--current')}
                  href={body.href}
                  aria-current={body.current ? 'page' : undefined}
                >
                  {body.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {models.length ? (
        <ul className="fc-model-list__grid">
          {models.map((model) => {
            const description = modelShortDescription(model.shortDescription)
            const name = modelListName(model)
            return (
              <li key={model.href}>
                <article className="fc-model-list__card">
                  {model.image ? (
                    <img
                      className="fc-model-list__image"
                      src={model.image.src}
                      alt={model.image.alt}
                      width={800}
                      height={450}
                      loading="lazy"
                    />
                  ) : null}
                  <div className="fc-model-list__body-text">
                    <Heading className="fc-model-list__name">
                      <a className="fc-model-list__link" href={model.href}>
                        {name}
                      </a>
                    </Heading>
                    {description.text ? (
                      <p
                        className="fc-model-list__description"
                        title={description.truncated ? (model.shortDescription ?? undefined) : undefined}
                      >
                        {description.text}
                      </p>
                    ) : null}
                    <a
                      className="fc-link fc-model-list__more"
                      href={model.href}
                      aria-hidden="true"
                      tabIndex={-1}
                    >
                      {t.viewModel}
                    </a>
                  </div>
                </article>
              </li>
            )
          })}
        </ul>
      ) : (
        <p className="fc-panel" role="status">
          {t.empty}
        </p>
      )}
    </div>
  )
}
