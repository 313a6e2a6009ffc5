import { showBodyTypeTabs, sortByBodyType, wrapIndex } from '@forecourt/stock-rules/models'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { ArrowIcon } from '../carousel/carousel-buttons'
import { cx, fill } from '../format'

/** A colour of {@link ColourViewer}. */
export interface ColourViewerColour {
  id: string | number
  name: string
  /** The swatch colour, e.g. '#1f3a68'. */
  hexCode: string
  /** The large picture of the car in this colour. */
  image: string
  /** The variant the colour belongs to; none means every variant. */
  variantName?: string | null
  /** The body type (the colour's `oem_id`), which orders colours and names the body-type tabs. */
  bodyType?: string | null
}

/** Texts of {@link ColourViewer}. */
export interface ColourViewerTexts {
  /** @defaultValue 'Colours' */
  heading: string
  /** @defaultValue 'Variants' */
  variants: string
  /** @defaultValue 'Body type' */
  bodyTypes: string
  /** @defaultValue 'Colours available' */
  swatches: string
  /** @defaultValue 'Previous colour' */
  previous: string
  /** @defaultValue 'Next colour' */
  next: string
  /** Alt text of the large picture. @defaultValue '{model} {variant} in {colour}' */
  imageAlt: string
  /** @defaultValue 'Colours shown are a guide only: actual paint colours may vary. Please ask us to see a sample.' */
  disclaimer: string
}

/** Default {@link ColourViewerTexts}. */
export const defaultColourViewerTexts: ColourViewerTexts = {
  heading: 'Colours',
  variants: 'Variants',
  bodyTypes: 'Body type',
  swatches: 'Colours available',
  previous: 'Previous colour',
  next: 'Next colour',
  imageAlt: '{model} {variant} in {colour}',
  disclaimer: 'Colours shown are a guide only: actual paint colours may vary. Please ask us to see a sample.',
}

/** Props of {@link ColourViewer}. */
export interface ColourViewerProps {
  /** The model's name, for the pictures' alt text. */
  model: string
  /** Variant names, one tab each, in order. */
  variants: string[]
  colours: ColourViewerColour[]
  texts?: Partial<ColourViewerTexts>
}

const bodyTypeLabel = (bodyType: string) =>
  bodyType.replace(/[_-]+/g, ' ').replace(/^\w/, (letter) => letter.toUpperCase())

/**
 * The model page's colour viewer: variant tabs, a large picture with left and right arrows, swatches (name and
 * colour) and a disclaimer. Colours are sorted by body type; with 3 or more body types and more than 15 colours
 * an extra body-type tab bar narrows them. The variant and colour indexes wrap at both ends.
 * @example <ColourViewer model="Toyota HiLux" variants={['Workmate', 'SR']} colours={colours} />
 */
export function ColourViewer({ model, variants, colours, texts }: ColourViewerProps) {
  const t = { ...defaultColourViewerTexts, ...texts }
  const id = useId()
  const [variantIndex, setVariantIndex] = useState(0)
  const [bodyType, setBodyType] = useState<string | null>(null)
  const [colourIndex, setColourIndex] = useState(0)
  const tabs = useRef<(HTMLButtonElement | null)[]>([])

  const variant = variants[variantIndex] ?? null
  const ofVariant = sortByBodyType(
    colours.filter((colour) => !colour.variantName || variant === null || colour.variantName === variant),
    (colour) => colour.bodyType,
  )
  const bodyTypes = showBodyTypeTabs(ofVariant.map((colour) => ({ oem_id: colour.bodyType })))
    ? [...new Set(ofVariant.map((colour) => colour.bodyType?.trim() ?? '').filter(Boolean))]
    : []
  const currentBodyType = bodyType && bodyTypes.includes(bodyType) ? bodyType : (bodyTypes[0] ?? null)
  const shown = currentBodyType
    ? ofVariant.filter((colour) => colour.bodyType?.trim() === currentBodyType)
    : ofVariant
  const index = Math.min(colourIndex, Math.max(0, shown.length - 1))
  const colour = shown[index]
  if (!colours.length) return null

  const selectVariant = (next: number) => {
    setVariantIndex(next)
    setColourIndex(0)
    setBodyType(null)
  }
  const onTabKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 }
    let next: number | null = null
    if (event.key in moves) next = wrapIndex(variantIndex, moves[event.key] ?? 0, variants.length)
    if (event.key === 'Home') next = 0
    if (event.key === 'End') next = variants.length - 1
    if (next === null) return
    event.preventDefault()
    selectVariant(next)
    tabs.current[next]?.focus()
  }
  const step = (by: number) => setColourIndex(wrapIndex(index, by, shown.length))
  const headingId = `${id}-heading`
  const panelId = `${id}-panel`
  const tabId = (at: number) => `${id}-tab-${at}`

  return (
    <section className="fc-section fc-colour-viewer" aria-labelledby={headingId}>
      <h2 className="fc-section__heading" id={headingId}>
        {t.heading}
      </h2>
      {variants.length > 1 ? (
        <div className="fc-colour-viewer__tabs" role="tablist" aria-label={t.variants}>
          {variants.map((name, at) => (
            <button
              key={name}
              ref={(element) => {
                tabs.current[at] = element
              }}
              type="button"
              role="tab"
              id={tabId(at)}
              className="fc-colour-viewer__tab"
              aria-selected={at === variantIndex}
              aria-controls={panelId}
              tabIndex={at === variantIndex ? 0 : -1}
              onClick={() => selectVariant(at)}
              onKeyDown={onTabKey}
            >
              {name}
            </button>
          ))}
        </div>
      ) : null}
      <div
        className="fc-colour-viewer__panel"
        id={panelId}
        {...(variants.length > 1 ? { role: 'tabpanel', 'aria-labelledby': tabId(variantIndex) } : {})}
      >
        {bodyTypes.length ? (
          <div className="fc-colour-viewer__body-types" role="group" aria-label={t.bodyTypes}>
            {bodyTypes.map((type) => (
              <button
                key={type}
                type="button"
                className="fc-colour-viewer__body-type"
                aria-pressed={type === currentBodyType}
                onClick={() => {
                  setBodyType(type)
                  setColourIndex(0)
                }}
              >
                {bodyTypeLabel(type)}
              </button>
            ))}
          </div>
        ) : null}
        {colour ? (
          <>
            <div className="fc-colour-viewer__stage">
              <button
                type="button"
                className="fc-colour-viewer__arrow fc-colour-viewer__arrow--previous"
                aria-label={t.previous}
                onClick={() => step(-1)}
                disabled={shown.length < 2}
              >
                <ArrowIcon size={24} />
              </button>
              <img
                className="fc-colour-viewer__image"
                src={colour.image}
                alt={fill(t.imageAlt, { model, variant: variant ?? '', colour: colour.name }).replace(
                  /\s+/g,
                  ' ',
                )}
                width={1200}
                height={675}
              />
              <button
                type="button"
                className="fc-colour-viewer__arrow fc-colour-viewer__arrow--next"
                aria-label={t.next}
                onClick={() => step(1)}
                disabled={shown.length < 2}
              >
                <ArrowIcon flip size={24} />
              </button>
            </div>
            <p className="fc-colour-viewer__name" aria-live="polite">
              {colour.name}
            </p>
            <ul className="fc-colour-viewer__swatches" aria-label={t.swatches}>
              {shown.map((item, at) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={cx(
                      'fc-colour-viewer__swatch',
                      at === index && 'fc-colour-viewer__swatch--current',
                    )}
                    aria-pressed={at === index}
                    title={item.name}
                    onClick={() => setColourIndex(at)}
                  >
                    <span
                      className="fc-colour-viewer__chip"
                      style={{ background: item.hexCode }}
                      aria-hidden="true"
                    />
                    <span className="fc-sr-only">{item.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <p className="fc-colour-viewer__disclaimer">{t.disclaimer}</p>
      </div>
    </section>
  )
}
