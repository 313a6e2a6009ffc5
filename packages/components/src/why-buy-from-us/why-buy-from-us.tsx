export interface WhyBuyBlock {
  heading: string
  text: string
}

export interface WhyBuyFromUsProps {
  heading: string
  blocks: WhyBuyBlock[]
}

/** The 'why buy from us' blocks: a heading and short reasons, each with its own heading. */
export function WhyBuyFromUs({ heading, blocks }: WhyBuyFromUsProps) {
  if (!blocks.length) return null
  return (
    <section className="fc-section fc-why">
      <h2 className="fc-section__heading">{heading}</h2>
      <ul className="fc-why__list">
        {blocks.map((block) => (
          <li key={block.heading} className="fc-why__block">
            <h3 className="fc-why__heading">{block.heading}</h3>
            <p className="fc-why__text">{block.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
