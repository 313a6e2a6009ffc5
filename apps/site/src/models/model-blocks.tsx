import { ColourViewer, ModelVariants } from '@forecourt/components/models'
import type { ModelPageData } from '../site/catalogue-types'
import { variantCard } from './model-page-view'

/** Texts of a content page's model blocks. */
export const modelBlockTexts = { more: 'Explore the {makeModel} range' } as const

/**
 * A content page's models, each cut to the variants and colours the page names (spec §7: "filtered blocks keep only
 * named variants and colours"): its variants block, its colour viewer and a link to the whole model page.
 * @example <ModelBlocks models={page.models ?? []} />
 */
export function ModelBlocks({ models }: { models: readonly ModelPageData[] }) {
  return (
    <>
      {models.map((model) => (
        <div key={model.slug} className="fc-model-block">
          <ModelVariants
            makeModel={model.makeModel}
            variants={model.variants.map(variantCard)}
            cardTexts={{ quote: model.quoteButtonText }}
          />
          {model.colours.length ? (
            <ColourViewer model={model.makeModel} variants={model.colourVariants} colours={model.colours} />
          ) : null}
          <p className="fc-section">
            <a className="fc-link" href={model.path}>
              {modelBlockTexts.more.replace('{makeModel}', model.makeModel)}
            </a>
          </p>
        </div>
      ))}
    </>
  )
}
