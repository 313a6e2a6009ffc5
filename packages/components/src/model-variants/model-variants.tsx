import { variantLayout, variantsHeading } from '@forecourt/stock-rules/models'
import { useId } from 'react'
import { CarouselButtons } from '../carousel/carousel-buttons'
import { CarouselTrack } from '../carousel/carousel-track'
import { SwipeHint } from '../carousel/swipe-hint'
import { useCarousel } from '../carousel/use-carousel'
import { fill } from '../format'
import { VariantCard, type VariantCardProps, type VariantCardTexts } from '../variant-card/variant-card'

/** A variant of {@link ModelVariants}: a {@link VariantCard}'s props with a key. */
export interface ModelVariantItem extends Omit<VariantCardProps, 'texts' | 'headingLevel'> {
  id: string | number
}

/** Texts of {@link ModelVariants}. */
export interface ModelVariantsTexts {
  /** @defaultValue 'Which {makeModel} will you choose?' */
  heading: string
  /** Heading for a single variant. @defaultValue '{makeModel} Features' */
  singleHeading: string
  /** @defaultValue 'Swipe' */
  swipeHint: string
  /** @defaultValue 'Previous variants' */
  previous: string
  /** @defaultValue 'Next variants' */
  next: string
  /** @defaultValue '{index} of {count}' */
  slide: string
}

/** Default {@link ModelVariantsTexts}. */
export const defaultModelVariantsTexts: ModelVariantsTexts = {
  heading: 'Which {makeModel} will you choose?',
  singleHeading: '{makeModel} Features',
  swipeHint: 'Swipe',
  previous: 'Previous variants',
  next: 'Next variants',
  slide: '{index} of {count}',
}

/** Props of {@link ModelVariants}. */
export interface ModelVariantsProps {
  /** Make and model, e.g. 'Toyota HiLux'. */
  makeModel: string
  variants: ModelVariantItem[]
  texts?: Partial<ModelVariantsTexts>
  /** Texts of each card (e.g. the tenant's quote button text). */
  cardTexts?: Partial<VariantCardTexts>
}

/**
 * The model page's variants block headed 'Which {make model} will you choose?' ('{make model} Features' for a single
 * variant): a grid for 2 or fewer variants, a swipe slider for 3 or more with previous/next arrows (disabled at the
 * ends) only for 4 or more, and the 'Swipe' hint on phones.
 * @example <ModelVariants makeModel="Toyota HiLux" variants={variants} />
 */
export function ModelVariants({ makeModel, variants, texts, cardTexts }: ModelVariantsProps) {
  const t = { ...defaultModelVariantsTexts, ...texts }
  const id = useId()
  const carousel = useCarousel(variants.length)
  if (!variants.length) return null
  const layout = variantLayout(variants.length)
  const headingId = `${id}-heading`
  const containerId = `${id}-variants`
  // The rule's wording with the tenant's texts: one variant is '{make model} Features'.
  const heading =
    variantsHeading(makeModel, variants.length) === `${makeModel} Features`
      ? fill(t.singleHeading, { makeModel })
      : fill(t.heading, { makeModel })
  const card = (variant: ModelVariantItem) => {
    const { id: _key, ...props } = variant
    return <VariantCard {...props} texts={cardTexts} />
  }
  if (layout.kind === 'grid')
    return (
      <section className="fc-section fc-model-variants" aria-labelledby={headingId}>
        <h2 className="fc-section__heading" id={headingId}>
          {heading}
        </h2>
        <ul className="fc-model-variants__grid">
          {variants.map((variant) => (
            <li key={variant.id}>{card(variant)}</li>
          ))}
        </ul>
      </section>
    )
  return (
    <section
      className="fc-section fc-carousel fc-carousel--cards fc-model-variants fc-model-variants--slider"
      aria-roledescription="carousel"
      aria-labelledby={headingId}
    >
      <div className="fc-carousel__head">
        <h2 className="fc-section__heading" id={headingId}>
          {heading}
        </h2>
        {layout.arrows ? <CarouselButtons carousel={carousel} controls={containerId} labels={t} /> : null}
      </div>
      <CarouselTrack
        carousel={carousel}
        containerId={containerId}
        items={variants}
        getKey={(variant) => String(variant.id)}
        slideLabel={(index, count) => fill(t.slide, { index, count })}
        renderItem={card}
      />
      <SwipeHint text={t.swipeHint} />
    </section>
  )
}
