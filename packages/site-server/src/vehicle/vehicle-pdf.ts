import { carTransmission, type Car } from '@forecourt/stock-rules'
import { JSDOM } from 'jsdom'
import PDFDocument from 'pdfkit'
import SVGtoPDF from 'svg-to-pdfkit'
import { sanitiseHtml } from '../sanitise-html'

/** One row of the key facts, display-ready, e.g. `{ label: 'Odometer', value: '32,150 km' }`. */
export interface VehiclePdfFact {
  label: string
  value: string
}

/** Headings and fixed texts of the PDF. */
export interface VehiclePdfTexts {
  /** @defaultValue 'Key Facts' */
  keyFacts: string
  /** @defaultValue 'Features' */
  features: string
  /** @defaultValue 'Dealer Comments' */
  comments: string
  /** Spec section 5, empty dealer comments. @defaultValue 'Dealer comments are pending. Please check back here later.' */
  commentsPending: string
  /** @defaultValue 'Location' */
  location: string
  /** @defaultValue 'Phone' */
  phone: string
  /** Precedes the page URL. @defaultValue 'View this vehicle online:' */
  viewOnline: string
}

/**
 * Everything the vehicle PDF shows, as display-ready text: the caller formats prices, distances and dates the way
 * the vehicle page does, so the PDF and the page agree.
 */
export interface VehiclePdfInput {
  /** The dealer: its name, and the text of its logo (drawn as a wordmark; defaults to the name). */
  dealer: { name: string; logoText?: string | null }
  /** Year, make, model and badge, e.g. '2026 Kia Sportage S'. */
  title: string
  /** Series and body, e.g. 'NQ5 PE MY26 Wagon'. */
  subtitle?: string | null
  /** The price as displayed ('$40,990', or the no-price text) and its price type ('Excl. Govt. Charges'). */
  price: { text: string; type?: string | null }
  /** Key facts in display order (see {@link vehicleKeyFacts}). */
  facts: readonly VehiclePdfFact[]
  features?: readonly string[]
  /** Dealer comments as the page holds them (sanitised HTML): only their plain text is printed, never HTML. */
  commentsHtml?: string | null
  /** The car's location. */
  location?: { name: string; address: string; phone?: string | null } | null
  /** The vehicle page's absolute URL. */
  url: string
  disclaimer: string
  /**
   * The main picture: SVG markup (the fixtures' pictures are SVG), or PNG/JPEG bytes. Left out when missing or
   * when it cannot be drawn.
   */
  image?: { svg: string } | { data: Uint8Array } | null
  /** The document's creation date (PDF metadata). @defaultValue now */
  createdAt?: Date
  texts?: Partial<VehiclePdfTexts>
}

const defaultTexts: VehiclePdfTexts = {
  keyFacts: 'Key Facts',
  features: 'Features',
  comments: 'Dealer Comments',
  commentsPending: 'Dealer comments are pending. Please check back here later.',
  location: 'Location',
  phone: 'Phone',
  viewOnline: 'View this vehicle online:',
}

const kmFormat = new Intl.NumberFormat('en-AU')

/** A spec value worth printing: not empty, null or 'null' (spec section 5, "Spec rows … hidden"). */
function shown(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null
  const text = String(value).trim()
  return text === '' || text.toLowerCase() === 'null' ? null : text
}

/**
 * The key facts of a car for the PDF, in order: odometer, transmission (as the vehicle page shows it), fuel, body,
 * colour, stock number, VIN and rego; facts without a value are left out.
 * @example vehicleKeyFacts({ km: 32150, trans: 'Automatic' }) // [{ label: 'Odometer', value: '32,150 km' }, { label: 'Transmission', value: 'Automatic' }]
 */
export function vehicleKeyFacts(
  car: Partial<
    Pick<
      Car,
      | 'km'
      | 'trans'
      | 'simple_transmission'
      | 'fuel'
      | 'body'
      | 'simple_body'
      | 'colour'
      | 'stocknum'
      | 'vin'
      | 'regplate'
    >
  >,
): VehiclePdfFact[] {
  const rows: Array<[string, string | null]> = [
    ['Odometer', typeof car.km === 'number' ? `${kmFormat.format(car.km)} km` : null],
    ['Transmission', shown(carTransmission(car))],
    ['Fuel', shown(car.fuel)],
    ['Body', shown(car.body) ?? shown(car.simple_body)],
    ['Colour', shown(car.colour)],
    ['Stock number', shown(car.stocknum)],
    ['VIN', shown(car.vin)],
    ['Rego', shown(car.regplate)],
  ]
  return rows.flatMap(([label, value]) => (value ? [{ label, value }] : []))
}

const blockTags = new Set([
  'P',
  'DIV',
  'LI',
  'UL',
  'OL',
  'H2',
  'H3',
  'H4',
  'BLOCKQUOTE',
  'TABLE',
  'TR',
  'CAPTION',
  'HR',
])

/**
 * The plain text of dealer comments: the HTML is sanitised again (so script or style content can never leak in as
 * text), parsed without running anything, and read as text: paragraphs, list items and rows on lines of their own,
 * list items bulleted, whitespace folded.
 * @example commentsText('<p>One <b>owner</b></p><ul><li>Log books</li></ul>') // 'One owner\n• Log books'
 */
export function commentsText(html: string): string {
  const fragment = JSDOM.fragment(sanitiseHtml(html))
  let text = ''
  const walk = (node: Node): void => {
    if (node.nodeType === 3) {
      text += (node.textContent ?? '').replace(/\s+/g, ' ')
      return
    }
    if (node.nodeType !== 1) return
    const element = node as Element
    if (element.tagName === 'BR') {
      text += '\n'
      return
    }
    const block = blockTags.has(element.tagName)
    if (block) text += '\n'
    if (element.tagName === 'LI') text += '• '
    if (element.tagName === 'TD' || element.tagName === 'TH') text += ' '
    element.childNodes.forEach(walk)
    if (block) text += '\n'
  }
  fragment.childNodes.forEach(walk)
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '' && line !== '•')
    .join('\n')
}

// The standard PDF fonts (Helvetica) encode WinAnsi (Windows-1252) only: other characters are simplified or dropped.
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')
function printable(text: string): string {
  return [...text.normalize('NFC')]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(char))
        return char
      if (char === '\n' || char === '\t') return char
      const simplified = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
      return [...simplified].every((c) => (c.codePointAt(0) ?? 0) <= 0x7e) ? simplified : ''
    })
    .join('')
}

const page = { width: 595.28, height: 841.89, margin: 42 }
const colours = { ink: '#1d232b', muted: '#5b6472', rule: '#d5dae1', band: '#1d232b', bandText: '#ffffff' }

/** A box on the page, in points. */
interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** Draws the picture fitted into the box (centred); throws when it cannot be drawn. */
function drawImage(doc: PDFKit.PDFDocument, image: NonNullable<VehiclePdfInput['image']>, box: Box): void {
  if ('svg' in image) {
    SVGtoPDF(doc, image.svg, box.x, box.y, {
      width: box.width,
      height: box.height,
      preserveAspectRatio: 'xMidYMid meet',
      // Never let the picture reach the file system or the network: only inline PNG/JPEG data images are opened.
      imageCallback: (link) => (/^data:image\/(png|jpeg);base64,/i.test(link) ? link : 'data:,'),
      // Unsupported SVG features are skipped quietly; what can be drawn is drawn.
      warningCallback: () => undefined,
    })
  } else {
    doc.image(Buffer.from(image.data), box.x, box.y, {
      fit: [box.width, box.height],
      align: 'center',
      valign: 'center',
    })
  }
}

/** A section heading with a rule under it, at `x` across `width`. */
function heading(
  doc: PDFKit.PDFDocument,
  text: string,
  x = page.margin,
  width = page.width - 2 * page.margin,
): void {
  doc.moveDown(0.6)
  doc.font('Helvetica-Bold').fontSize(12).fillColor(colours.ink).text(printable(text), x, doc.y, { width })
  const y = doc.y + 2
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.75)
    .strokeColor(colours.rule)
    .stroke()
  doc.y = y + 6
}

/** The key facts as a two-column table (label, value) at `x` across `width`. */
function factsTable(
  doc: PDFKit.PDFDocument,
  facts: readonly VehiclePdfFact[],
  x: number,
  width: number,
): void {
  const labelWidth = Math.min(110, width * 0.4)
  for (const fact of facts) {
    const y = doc.y
    doc.font('Helvetica-Bold').fontSize(9.5).fillColor(colours.muted)
    doc.text(printable(fact.label), x, y, { width: labelWidth - 6 })
    const labelBottom = doc.y
    doc.font('Helvetica').fillColor(colours.ink)
    doc.text(printable(fact.value), x + labelWidth, y, { width: width - labelWidth })
    doc.y = Math.max(doc.y, labelBottom) + 2.5
  }
}

/**
 * The printable PDF of a vehicle (spec: print a vehicle PDF; "Fetch PDF for a slug", downloaded as {slug}.pdf): an
 * A4 document, made with pdfkit and no browser, with the dealer's wordmark and name, the title, the price and price
 * type, the main picture (SVG through svg-to-pdfkit, or PNG/JPEG), the key facts, the features, the dealer comments
 * as plain text, the location's name, address and phone, the page URL and the disclaimer. Long content flows onto
 * more pages.
 * @example const pdf = await vehiclePdf({ dealer: { name: 'Wattle Bay Kia' }, title: '2026 Kia Sportage S', price: { text: '$40,990' }, facts: [], url, disclaimer })
 */
export function vehiclePdf(input: VehiclePdfInput): Promise<Buffer> {
  const t = { ...defaultTexts, ...input.texts }
  const doc = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    info: {
      Title: printable(input.title),
      Author: printable(input.dealer.name),
      Subject: printable(`${input.title} ${input.price.text}`),
      CreationDate: input.createdAt ?? new Date(),
    },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const contentWidth = page.width - 2 * page.margin

  // Dealer wordmark band.
  const logoText = input.dealer.logoText?.trim() || input.dealer.name
  doc.rect(0, 0, page.width, 64).fill(colours.band)
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(colours.bandText)
    .text(printable(logoText), page.margin, 22, { width: contentWidth, lineBreak: false, ellipsis: true })
  doc.y = 80
  if (logoText !== input.dealer.name)
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(colours.muted)
      .text(printable(input.dealer.name), page.margin)

  // Title, subtitle, price.
  doc.font('Helvetica-Bold').fontSize(20).fillColor(colours.ink).text(printable(input.title), page.margin)
  if (input.subtitle?.trim())
    doc.font('Helvetica').fontSize(11).fillColor(colours.muted).text(printable(input.subtitle.trim()))
  // The price, with its type beside it on the same baseline.
  const priceY = doc.y + 4
  const priceText = printable(input.price.text)
  doc.font('Helvetica-Bold').fontSize(18).fillColor(colours.ink)
  doc.text(priceText, page.margin, priceY, { width: contentWidth })
  const afterPrice = doc.y
  const priceType = input.price.type?.trim()
  if (priceType) {
    const x = page.margin + doc.widthOfString(priceText) + 6
    doc.font('Helvetica').fontSize(10).fillColor(colours.muted)
    doc.text(printable(priceType), x, priceY + 6.5, { width: page.width - page.margin - x })
  }
  doc.y = Math.max(afterPrice, doc.y) + 8

  // The picture on the left with the key facts beside it; without a picture the facts take the full width.
  const top = doc.y
  let pictureBottom = top
  if (input.image) {
    const box = { x: page.margin, y: top + 4, width: 260, height: 172 }
    try {
      drawImage(doc, input.image, box)
      pictureBottom = box.y + box.height
    } catch {
      // A picture that cannot be drawn is left out; the facts matter more than the picture.
    }
  }
  const factsX = pictureBottom > top ? page.margin + 276 : page.margin
  const factsWidth = page.width - page.margin - factsX
  if (input.facts.length) {
    doc.y = top - 12
    heading(doc, t.keyFacts, factsX, factsWidth)
    factsTable(doc, input.facts, factsX, factsWidth)
  }
  doc.x = page.margin
  doc.y = Math.max(doc.y, pictureBottom)

  const features = (input.features ?? []).map((feature) => printable(feature.trim())).filter(Boolean)
  if (features.length) {
    heading(doc, t.features)
    doc.font('Helvetica').fontSize(9.5).fillColor(colours.ink)
    // Up to 24 features sit in two columns side by side; a longer list runs down the page (and onto the next).
    const columns = features.length > 4 && features.length <= 24 ? 2 : 1
    const rows = Math.ceil(features.length / columns)
    const columnWidth = (contentWidth - (columns - 1) * 18) / columns
    if (columns === 2 && doc.y + rows * 16 > page.height - page.margin) doc.addPage()
    const startY = doc.y
    let bottom = startY
    for (let column = 0; column < columns; column += 1) {
      const items = features.slice(column * rows, (column + 1) * rows)
      doc.y = startY
      const x = page.margin + column * (columnWidth + 18)
      for (const item of items) doc.text(`•  ${item}`, x, doc.y, { width: columnWidth, lineGap: 1.5 })
      bottom = Math.max(bottom, doc.y)
    }
    doc.x = page.margin
    doc.y = bottom
  }

  heading(doc, t.comments)
  const comments = input.commentsHtml ? commentsText(input.commentsHtml) : ''
  doc.font('Helvetica').fontSize(9.5).fillColor(colours.ink)
  for (const paragraph of (comments || t.commentsPending).split('\n'))
    doc.text(printable(paragraph), page.margin, doc.y, { width: contentWidth, paragraphGap: 4 })

  if (input.location) {
    heading(doc, t.location)
    doc.font('Helvetica-Bold').fontSize(10.5).fillColor(colours.ink).text(printable(input.location.name))
    doc.font('Helvetica').fontSize(9.5).text(printable(input.location.address))
    const phone = input.location.phone?.trim()
    if (phone) doc.text(`${printable(t.phone)}: ${printable(phone)}`)
  }

  doc.moveDown(1).font('Helvetica').fontSize(9.5).fillColor(colours.muted).text(printable(t.viewOnline))
  doc.fillColor(colours.ink).text(printable(input.url), { link: input.url, underline: true })

  doc.moveDown(1).font('Helvetica').fontSize(8).fillColor(colours.muted)
  doc.text(printable(input.disclaimer), { width: contentWidth, align: 'justify' })

  doc.end()
  return done
}
