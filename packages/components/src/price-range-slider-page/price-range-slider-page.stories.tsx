import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { demoTiles } from '../facet-tiles/fixtures'
import type { RangeFilterValue } from '../range-filter/range-filter'
import { PriceRangeSliderPage } from './price-range-slider-page'

const hrefFor = (range: RangeFilterValue) =>
  `/search/new-used-and-demo-cars?range%5Bprice%5D=${range.min ?? ''}%3A${range.max ?? ''}&sortBy=price_desc`

const meta = {
  title: 'Search/PriceRangeSliderPage',
  component: PriceRangeSliderPage,
  args: { value: {}, onChange: () => undefined, seeResultsHref: hrefFor({}), tiles: demoTiles },
} satisfies Meta<typeof PriceRangeSliderPage>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const AtBounds: Story = { args: { value: { min: 249500 } } }

export const Controlled: Story = {
  render: (args) => {
    const [value, setValue] = useState<RangeFilterValue>({ min: 20000, max: 40000 })
    return (
      <PriceRangeSliderPage {...args} value={value} onChange={setValue} seeResultsHref={hrefFor(value)} />
    )
  },
}
