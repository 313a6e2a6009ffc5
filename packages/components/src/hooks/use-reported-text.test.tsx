import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { useReportedText } from './use-reported-text'

/** A box whose value lives in a store that answers only when `flush` is called, as the URL does after a navigation. */
function LaggingBox({ onRender }: { onRender: (flush: (value?: string) => void) => void }) {
  const [stored, setStored] = useState('')
  const [queue] = useState<string[]>([])
  const [text, type] = useReportedText(stored, (next) => queue.push(next))
  onRender((value) => {
    if (value !== undefined) {
      setStored(value)
      return
    }
    const next = queue.shift()
    if (next !== undefined) setStored(next)
  })
  return <input aria-label="Search locations" value={text} onChange={(event) => type(event.target.value)} />
}

describe('useReportedText', () => {
  it('keeps every key typed before the stored value catches up', async () => {
    let flush: (value?: string) => void = () => {}
    render(<LaggingBox onRender={(next) => (flush = next)} />)
    const box = screen.getByRole('textbox', { name: 'Search locations' })
    await userEvent.type(box, 'to')
    act(() => flush())
    expect((box as HTMLInputElement).value).toBe('to')
    await userEvent.type(box, 'ow')
    act(() => flush())
    act(() => flush())
    act(() => flush())
    expect((box as HTMLInputElement).value).toBe('toow')
  })

  it('takes a value that is not an echo of a keystroke, such as the back button', async () => {
    let flush: (value?: string) => void = () => {}
    render(<LaggingBox onRender={(next) => (flush = next)} />)
    const box = screen.getByRole('textbox', { name: 'Search locations' })
    await userEvent.type(box, 'erina')
    act(() => flush('gosford'))
    expect((box as HTMLInputElement).value).toBe('gosford')
  })
})
