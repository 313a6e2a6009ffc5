// The '@forecourt/stock-rules/models' entry: the model page rules on their own, so a browser bundle that needs only
// them (the model pages) does not put them in the chunk every page shares with the rest of stock-rules.
export {
  clampSliderPrice,
  isComingSoon,
  keepNamedModelParts,
  modelBodies,
  modelFormAnchor,
  modelListName,
  modelPage,
  modelPriceSlider,
  modelsOfBody,
  modelShortDescription,
  orderNowHref,
  orderNowPath,
  showBodyTypeTabs,
  variantLayout,
  variantsHeading,
  wholeDollars,
  wrapIndex,
} from './models.js'
export { bodyTypeRank, sortByBodyType } from './body-types.js'
export type { VariantLayout } from './models.js'
