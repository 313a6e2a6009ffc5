// Model listing, model pages (variants, colours, price slider) and the quote form page: the '@forecourt/components/models' entry.
export { ColourViewer, defaultColourViewerTexts } from './colour-viewer/colour-viewer'
export { defaultModelHeroTexts, ModelHero } from './model-hero/model-hero'
export { defaultModelListTexts, ModelList } from './model-list/model-list'
export { defaultModelPriceSliderTexts, ModelPriceSlider } from './model-price-slider/model-price-slider'
export { defaultModelVariantsTexts, ModelVariants } from './model-variants/model-variants'
export { defaultVariantCardTexts, VariantCard } from './variant-card/variant-card'

export type { ColourViewerColour, ColourViewerProps, ColourViewerTexts } from './colour-viewer/colour-viewer'
export type { ModelHeroProps, ModelHeroTexts } from './model-hero/model-hero'
export type { ModelBodyFilter, ModelListItem, ModelListProps, ModelListTexts } from './model-list/model-list'
export type { ModelPriceSliderProps, ModelPriceSliderTexts } from './model-price-slider/model-price-slider'
export type {
  ModelVariantItem,
  ModelVariantsProps,
  ModelVariantsTexts,
} from './model-variants/model-variants'
export type { VariantCardProps, VariantCardTexts } from './variant-card/variant-card'
