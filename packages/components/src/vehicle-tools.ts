// Vehicle page tools blocks, re-exported by src/vehicle.ts.
export { DeliveryCalculator } from './delivery-calculator/delivery-calculator'
export { FinanceAvailableBanner } from './finance-banner/finance-banner'
export { FinanceEstimateBox } from './finance-banner/finance-estimate-box'
export { FinanceCalculator } from './finance-calculator/finance-calculator'
export { KilometresInput, MoneyInput, NumberField } from './finance-calculator/money-input'
export { FinanceSlider } from './finance-slider/finance-slider'
export { FuelCostCalculator } from './fuel-cost-calculator/fuel-cost-calculator'
export { PriceComparison } from './price-comparison/price-comparison'
export { SimilarCars, similarCarsRootMargin } from './similar-cars/similar-cars'

export type {
  DeliveryCalculatorProps,
  DeliveryCalculatorState,
  DeliveryCalculatorTexts,
} from './delivery-calculator/delivery-calculator'
export type {
  FinanceAvailableBannerProps,
  FinanceAvailableBannerTexts,
} from './finance-banner/finance-banner'
export type { FinanceEstimateBoxProps, FinanceEstimateBoxTexts } from './finance-banner/finance-estimate-box'
export type {
  FinanceCalculatorDefaults,
  FinanceCalculatorProps,
  FinanceCalculatorTexts,
} from './finance-calculator/finance-calculator'
export type {
  KilometresInputProps,
  MoneyInputProps,
  NumberFieldProps,
  NumberFieldTexts,
} from './finance-calculator/money-input'
export type { FinanceSliderProps, FinanceSliderTexts } from './finance-slider/finance-slider'
export type {
  FuelCostCalculatorProps,
  FuelCostCalculatorTexts,
} from './fuel-cost-calculator/fuel-cost-calculator'
export type {
  PriceComparisonProps,
  PriceComparisonState,
  PriceComparisonTexts,
} from './price-comparison/price-comparison'
export type { SimilarCarsProps, SimilarCarsTexts } from './similar-cars/similar-cars'
