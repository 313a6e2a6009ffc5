import { modelFormAnchor } from '@forecourt/stock-rules/models'

/** Texts of {@link ModelHero}. */
export interface ModelHeroTexts {
  /** The quote button (tenant option models.quoteButtonText). @defaultValue 'Get a Quote' */
  quote: string
  /** Accessible name of a coming_soon model's image link to the form. @defaultValue 'Register your interest in the {model}' */
  registerInterest: string
}

/** Default {@link ModelHeroTexts}. */
export const defaultModelHeroTexts: ModelHeroTexts = {
  quote: 'Get a Quote',
  registerInterest: 'Register your interest in the {model}',
}

/** Props of {@link ModelHero}. */
export interface ModelHeroProps {
  /** The page's h1, e.g. 'Toyota HiLux' or 'ALL-NEW Kia Tasman'. */
  title: string
  description?: string
  image?: { src: string; alt: string; srcSet?: string }
  /** A coming_soon model: no quote button, and the image links to #form-section. */
  comingSoon: boolean
  /** The model-level quote link (model_id and model_name only). */
  quoteHref: string | null
  texts?: Partial<ModelHeroTexts>
}

/**
 * The top of a model page: its name, description and picture, and the model-level quote button; a coming_soon model
 * hides the button and its picture links to the form at #form-section.
 * @example <ModelHero title="Toyota HiLux" comingSoon={false} quoteHref="/models/order-now?model_id=hilux&model_name=HiLux" />
 */
export function ModelHero({ title, description, image, comingSoon, quoteHref, texts }: ModelHeroProps) {
  const t = { ...defaultModelHeroTexts, ...texts }
  const picture = image ? (
    <img
      className="fc-model-hero__image"
      src={image.src}
      srcSet={image.srcSet}
      sizes="(min-width: 64rem) 50vw, 100vw"
      alt={comingSoon ? '' : image.alt}
      width={1600}
      height={900}
      fetchPriority="high"
    />
  ) : null
  return (
    <section className="fc-section fc-model-hero">
      <div className="fc-model-hero__text">
        <h1 className="fc-model-hero__title">{title}</h1>
        {description ? <p className="fc-model-hero__description">{description}</p> : null}
        {!comingSoon && quoteHref ? (
          <a className="fc-button fc-model-hero__quote" href={quoteHref}>
            {t.quote}
          </a>
        ) : null}
      </div>
      {picture && comingSoon ? (
        <a
          className="fc-model-hero__link"
          href={modelFormAnchor}
          aria-label={t.registerInterest.replace('{model}', title)}
        >
          {picture}
        </a>
      ) : (
        picture
      )}
    </section>
  )
}
