import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Connector } from 'instantsearch.js'
import { useState, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import {
  getServerState,
  InstantSearch,
  InstantSearchSSRProvider,
  useConnector,
  type InstantSearchServerState,
} from 'react-instantsearch'
import { describe, expect, it } from 'vitest'
import { createFakeSearchClient, type FakeSearchClient } from '../test-utils/fake-search-client'
import { BatchedWidgets } from './batched-widgets'
import { demoAnswer, toDemoCard, type DemoHit } from './fixtures'
import { RefinementDropdown } from './refinement-dropdown'
import { SearchResults } from './search-results'
import { SortWidget } from './sort-widget'

const empty = { clearHref: '/search/used-cars' }
const sortItems = [
  { value: 'Car_production', label: 'Most relevant' },
  { value: 'Car_production_price_desc', label: 'Highest price' },
]

/** A widget that counts how often InstantSearch asks it for its search parameters. */
const countingConnector =
  (counter: { asked: number }): Connector<{ $$type: 'forecourt.counting' }, { name: string }> =>
  () =>
  (widgetParams) => ({
    $$type: 'forecourt.counting',
    init: () => {},
    render: () => {},
    dispose: () => {},
    getWidgetSearchParameters: (state) => {
      counter.asked += 1
      return state
    },
    getWidgetRenderState: () => ({ widgetParams }),
    getRenderState: (renderState) => renderState,
  })

function Counting({ counter, name }: { counter: { asked: number }; name: string }) {
  // One connector for the widget's life: a new one on a re-render would make a new widget, and asks of its own.
  const [connector] = useState(() => countingConnector(counter))
  useConnector(connector, { name })
  return null
}

/** The page as the server renders it and the browser hydrates it: InstantSearch started from the server's state. */
async function hydrate(
  fake: FakeSearchClient,
  widgets: ReactNode,
  batched: boolean,
  beforeHydrating: () => void = () => {},
) {
  const search = (serverState?: InstantSearchServerState) => (
    <InstantSearchSSRProvider {...(serverState ?? {})}>
      <InstantSearch
        searchClient={fake.client}
        indexName="Car_production"
        future={{ preserveSharedStateOnUnmount: true }}
      >
        {batched ? <BatchedWidgets>{widgets}</BatchedWidgets> : widgets}
      </InstantSearch>
    </InstantSearchSSRProvider>
  )
  const serverState = await getServerState(search(), { renderToString })
  const container = document.createElement('div')
  container.innerHTML = renderToString(search(serverState))
  document.body.append(container)
  fake.calls.length = 0
  beforeHydrating()
  return render(search(serverState), { container, hydrate: true })
}

describe('BatchedWidgets', () => {
  const widgetCount = 12
  it.each([
    [
      'in one addWidgets call: each widget is asked twice at most',
      true,
      (asked: number) => expect(asked).toBeLessThanOrEqual(2 * widgetCount),
    ],
    [
      'one by one (InstantSearch alone): the index asks every widget it holds again for each widget added',
      false,
      (asked: number) => expect(asked).toBeGreaterThanOrEqual((widgetCount * (widgetCount + 1)) / 2),
    ],
  ])('a hydrating search adds its widgets %s', async (_name, batched, expectAsked) => {
    const counter = { asked: 0 }
    const fake = createFakeSearchClient(demoAnswer)
    const widgets = Array.from({ length: widgetCount }, (_, index) => (
      <Counting key={index} counter={counter} name={`widget ${index}`} />
    ))
    await hydrate(fake, widgets, batched, () => {
      counter.asked = 0
    })
    expectAsked(counter.asked)
    expect(fake.calls).toHaveLength(0)
  })

  it.each([
    ['in one addWidgets call', true],
    ['one by one', false],
  ])(
    'hydrating %s, the widgets show the server results and the next search asks the same',
    async (_name, batched) => {
      const fake = createFakeSearchClient(demoAnswer)
      await hydrate(
        fake,
        <>
          <SortWidget items={sortItems} />
          <RefinementDropdown attribute="make" label="Make" />
          <RefinementDropdown attribute="car_type" label="Car type" />
          <SearchResults<DemoHit> toCard={toDemoCard} empty={empty} />
        </>,
        batched,
      )
      expect(screen.getByRole('link', { name: '2023 Toyota HiLux' })).toBeTruthy()
      expect(fake.calls).toHaveLength(0)
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest price')
      await waitFor(() => expect(fake.calls).toHaveLength(1))
      expect(fake.calls[0]?.map((request) => [request.indexName, request.params?.facets])).toEqual([
        ['Car_production_price_desc', ['car_type', 'make']],
      ])
    },
  )

  it('a widget that mounts after the first commit is added too, and takes part in the next search', async () => {
    const fake = createFakeSearchClient(demoAnswer)
    function LateFilter() {
      const [shown, setShown] = useState(false)
      return (
        <>
          <button type="button" onClick={() => setShown(true)}>
            More filters
          </button>
          {shown && <RefinementDropdown attribute="body" label="Body" />}
        </>
      )
    }
    await hydrate(
      fake,
      <>
        <SortWidget items={sortItems} />
        <RefinementDropdown attribute="make" label="Make" />
        <LateFilter />
      </>,
      true,
    )
    await userEvent.click(screen.getByRole('button', { name: 'More filters' }))
    await waitFor(() => expect(fake.calls.length).toBeGreaterThan(0))
    expect(fake.calls.at(-1)?.[0]?.params?.facets).toEqual(['body', 'make'])
  })
})
