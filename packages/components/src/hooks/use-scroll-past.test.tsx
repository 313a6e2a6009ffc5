import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useScrollPast } from './use-scroll-past'

/** The page's scroll position as tests set it, and how often anything read it. */
const page = { y: 0, reads: 0 }

beforeEach(() => {
  page.y = 0
  page.reads = 0
  Object.defineProperty(window, 'scrollY', {
    configurable: true,
    get: () => {
      page.reads += 1
      return page.y
    },
  })
})

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 })
})

const scrollTo = (y: number) =>
  act(() => {
    page.y = y
    window.dispatchEvent(new Event('scroll'))
  })

function Past({ threshold }: { threshold: number }) {
  const past = useScrollPast(threshold)
  const [renders, setRenders] = useState(0)
  return (
    <button type="button" onClick={() => setRenders(renders + 1)}>
      {past ? 'past' : 'not past'} {renders}
    </button>
  )
}

describe('useScrollPast', () => {
  it('is true only past the threshold, for every reader, as the page scrolls', () => {
    render(
      <>
        <Past threshold={500} />
        <Past threshold={900} />
      </>,
    )
    const [header, bar] = screen.getAllByRole('button')
    expect([header?.textContent, bar?.textContent]).toEqual(['not past 0', 'not past 0'])
    scrollTo(501)
    expect([header?.textContent, bar?.textContent]).toEqual(['past 0', 'not past 0'])
    scrollTo(901)
    expect([header?.textContent, bar?.textContent]).toEqual(['past 0', 'past 0'])
    scrollTo(0)
    expect([header?.textContent, bar?.textContent]).toEqual(['not past 0', 'not past 0'])
  })

  it('knows a page already scrolled when its first reader mounts', () => {
    page.y = 700
    render(<Past threshold={500} />)
    expect(screen.getByRole('button').textContent).toBe('past 0')
  })

  it('reads the scroll position in scroll events and when a reader subscribes, never while rendering', () => {
    render(
      <>
        <Past threshold={500} />
        <Past threshold={900} />
      </>,
    )
    expect(page.reads).toBe(2)
    for (const button of screen.getAllByRole('button')) act(() => button.click())
    act(() => screen.getAllByRole('button')[0]?.click())
    expect(page.reads).toBe(2)
    scrollTo(600)
    expect(page.reads).toBe(4)
  })
})
