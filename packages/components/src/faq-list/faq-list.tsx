import type { ReactNode } from 'react'

export interface FaqItem {
  question: string
  answer: ReactNode
}

export interface FaqListProps {
  items: FaqItem[]
  heading?: string
  /** Question shown open at first, by index. */
  defaultOpen?: number
}

/** Questions and answers as an accordion of native disclosure widgets (`<details>`), which work without JavaScript. */
export function FaqList({ items, heading, defaultOpen }: FaqListProps) {
  if (!items.length) return null
  return (
    <div className="fc-faq">
      {heading ? <h2 className="fc-faq__heading">{heading}</h2> : null}
      {items.map((item, index) => (
        <details key={item.question} className="fc-faq__item" open={index === defaultOpen}>
          <summary className="fc-faq__question">{item.question}</summary>
          <div className="fc-faq__answer">{item.answer}</div>
        </details>
      ))}
    </div>
  )
}
