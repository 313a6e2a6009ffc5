import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * The text of a box whose value is kept somewhere that answers later, such as the URL. The box shows what was typed
 * at once and reports each keystroke; the value that comes back is taken only when it is not an echo of a keystroke
 * already reported (a link, the back button). Without this, a key pressed before the URL caught up is typed into the
 * old value and what was typed before it is lost.
 * @example const [text, type] = useReportedText(locationQuery, writeLocationQueryToUrl)
 */
export function useReportedText(
  value: string,
  report: (text: string) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(value)
  const reported = useRef<string[]>([])
  useEffect(() => {
    const echo = reported.current.indexOf(value)
    if (echo >= 0) {
      reported.current.splice(0, echo + 1)
      return
    }
    reported.current = []
    setText(value)
  }, [value])
  const type = useCallback(
    (next: string) => {
      reported.current.push(next)
      setText(next)
      report(next)
    },
    [report],
  )
  return [text, type]
}
