import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { InstantSearch } from 'react-instantsearch'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeSearchClient } from '../test-utils/fake-search-client'
import { demoAnswer } from './fixtures'
import { RefinementDropdown } from './refinement-dropdown'

/**
 * The timers React InstantSearch's widget hook schedules to take a widget out of the index (its effect's cleanup,
 * cancelled when the effect runs again). Its callback is the only one that schedules a widget removal.
 */
function countRemovalTimers() {
  const counted = { scheduled: 0 }
  const setTimeoutOf = globalThis.setTimeout
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
    callback: (...args: unknown[]) => void,
    ...rest: unknown[]
  ) => {
    if (typeof callback === 'function' && String(callback).includes('_schedule')) counted.scheduled += 1
    return setTimeoutOf(callback, ...(rest as [number]))
  }) as typeof setTimeout)
  return counted
}

afterEach(() => {
  vi.restoreAllMocks()
})

/** Three filters under a parent that re-renders them on a click, with the same props or the first one's new limit. */
function Filters() {
  const [renders, setRenders] = useState(0)
  const [limit, setLimit] = useState(10)
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again
      </button>
      <button type="button" onClick={() => setLimit(20)}>
        Show more makes
      </button>
      <RefinementDropdown attribute="make" label="Make" limit={limit} />
      <RefinementDropdown attribute="car_type" label="Car type" />
      <RefinementDropdown attribute="body" label="Body" />
    </>
  )
}

// patches/react-instantsearch-core@7.50.1.patch: the widget hook's effect lists its props, which React InstantSearch
// passed as a new array on every render, so every render of every widget scheduled a removal timer and cancelled
// it. Measured in Lighthouse, those timers were a third of a search page's longest task after its first paint.
describe('a React InstantSearch widget rendered again', () => {
  it.each([
    ['with the same props schedules no removal of its widget', 'Render again', 0],
    [
      'with new props schedules the removal of the widget whose props changed, and only it',
      'Show more makes',
      1,
    ],
  ])('%s', async (_name, button, expected) => {
    const fake = createFakeSearchClient(demoAnswer)
    render(
      <InstantSearch searchClient={fake.client} indexName="Car_production">
        <Filters />
      </InstantSearch>,
    )
    await screen.findByRole('button', { name: /^Make/ })
    const timers = countRemovalTimers()
    await userEvent.click(screen.getByRole('button', { name: button }))
    await act(() => Promise.resolve())
    expect(timers.scheduled).toBe(expected)
  })
})
