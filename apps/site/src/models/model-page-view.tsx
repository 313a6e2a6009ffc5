import { ColourViewer, ModelHero, ModelPriceSlider, ModelVariants } from '@forecourt/components/models'
import { modelPriceSlider, wholeDollars } from '@forecourt/stock-rules/models'
import { useState } from 'react'
import { SiteLeadForm } from '../forms-pages/form-page'
import type { ModelPageData, ModelPageVariant } from '../site/catalogue-types'
import type { SiteShell } from '../site/site-types'

/** Texts of a model page. */
export const modelPageTexts = {
  noVariants: 'No {makeModel} variant is priced at or under {price}. Move the slider up to see more.',
  formTitle: 'Register your interest',
  formIntro: 'Be the first to hear about the {makeModel}: leave your details and we will be in touch.',
} as const

/**
 * A model page's variant as the variants block draws it, its picture named by the variant's full name.
 * @example page.variants.map(variantCard)
 */
export function variantCard(variant: ModelPageVariant) {
  return {
    id: variant.id,
    name: variant.name,
    series: variant.series,
    driveAwayPrice: variant.driveAwayPrice,
    sanitisedFeatures: variant.sanitisedFeatures,
    quoteHref: variant.quoteHref,
    ...(variant.image ? { image: { ...variant.image, alt: variant.fullName } } : {}),
  }
}

/**
 * A model page: the model's name, picture and quote button, the price slider (when variants have prices), the
 * variants block and the colour viewer; a coming_soon model shows its interest form at #form-section instead of
 * quote buttons.
 * @example <ModelPageView page={page} shell={shell} />
 */
export function ModelPageView({ page, shell }: { page: ModelPageData; shell: SiteShell }) {
  const [budget, setBudget] = useState<number>(modelPriceSlider.max)
  const variants = page.variants.filter(
    (variant) => variant.driveAwayPrice === null || variant.driveAwayPrice <= budget,
  )
  const fill = (text: string) =>
    text.replace('{makeModel}', page.makeModel).replace('{price}', wholeDollars(budget))
  return (
    <>
      <ModelHero
        title={page.title}
        description={page.description}
        {...(page.image ? { image: page.image } : {})}
        comingSoon={page.comingSoon}
        quoteHref={page.quoteHref}
        texts={{ quote: page.quoteButtonText }}
      />
      {page.prices && page.variants.length > 1 ? (
        <div className="fc-section">
          <ModelPriceSlider value={budget} onChange={setBudget} />
        </div>
      ) : null}
      {variants.length ? (
        <ModelVariants
          makeModel={page.makeModel}
          variants={variants.map(variantCard)}
          cardTexts={{ quote: page.quoteButtonText }}
        />
      ) : (
        <p className="fc-section fc-panel" role="status">
          {fill(modelPageTexts.noVariants)}
        </p>
      )}
      {page.colours.length ? (
        <ColourViewer model={page.makeModel} variants={page.colourVariants} colours={page.colours} />
      ) : null}
      {page.comingSoon ? (
        <section className="fc-section" id="form-section" aria-label={modelPageTexts.formTitle}>
          <SiteLeadForm
            shell={shell}
            form="model-quote"
            subject={{ model: { id: page.slug, name: page.name } }}
            given={{ model_id: page.slug, model_name: page.name }}
            title={modelPageTexts.formTitle}
            intro={fill(modelPageTexts.formIntro)}
          />
        </section>
      ) : null}
    </>
  )
}
