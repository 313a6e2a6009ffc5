import { describe, expect, it } from 'vitest'
import { defaultStockRuleOptions } from './options.js'

describe("defaultStockRuleOptions: the spec's defaults", () => {
  it.each([
    ['"new-arrival window 8 days default"', defaultStockRuleOptions.cardTag.newArrivalDays, 8],
    ['"default text \'New\'"', defaultStockRuleOptions.cardTag.newArrivalText, 'New'],
    ['"sold tag (default \'JUST SOLD\')"', defaultStockRuleOptions.cardTag.soldTagText, 'JUST SOLD'],
    [
      '"Sold cars included for 3 days by default"',
      defaultStockRuleOptions.stockFilter.includeSoldCarsDays,
      3,
    ],
    [
      '"no-price text (default \'Enquire for price.\')"',
      defaultStockRuleOptions.priceDisplay.noPriceText,
      'Enquire for price.',
    ],
    ['"default spinner"', defaultStockRuleOptions.viewer.defaultViewerMode, 'spinner'],
    ['"second (default)"', defaultStockRuleOptions.viewer.videoPosition, 'second'],
    ['"minimum rating 4"', defaultStockRuleOptions.reviews.minimumRating, 4],
    ['"full quantity 12"', defaultStockRuleOptions.reviews.limit, 12],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected)
  })
})
