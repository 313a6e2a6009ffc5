import sharp from 'sharp'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { commentsText, vehicleKeyFacts, vehiclePdf, type VehiclePdfInput } from './vehicle-pdf'

/** Every page's text, pages joined by newlines (pdf.js text extraction: a real parse of the file). */
async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string; title: unknown }> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise
  const texts: string[] = []
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent()
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  const info = (await document.getMetadata()).info as unknown as Record<string, unknown>
  const pages = document.numPages
  await document.destroy()
  return { pages, text: texts.join('\n').replace(/\s+/g, ' '), title: info.Title }
}

// A photo as the site's pictures are: a JPEG (made here, so the test needs no build of the demo photos).
const photo = () =>
  sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#cbb89a' } })
    .jpeg()
    .toBuffer()

const input: VehiclePdfInput = {
  dealer: { name: 'Wattle Bay Kia', logoText: 'WATTLE BAY KIA' },
  title: '2026 Kia Sportage S',
  subtitle: 'NQ5 PE MY26 Wagon',
  price: { text: '$40,990', type: 'Excl. Govt. Charges' },
  facts: vehicleKeyFacts({
    km: 32150,
    trans: 'Automatic',
    fuel: 'Hybrid',
    body: 'Wagon',
    colour: 'Sandstone Beige',
    stocknum: 'WBK000001',
    vin: 'KNARWCH07TJ019930',
    regplate: 'ABC12D',
  }),
  features: ['Leather-accented Seats', 'Adaptive Cruise Control', '360-degree Camera'],
  commentsHtml:
    '<p>Low kilometres and <strong>very</strong> well kept.</p><ul><li>Trade-ins welcome</li><li>Finance available</li></ul>',
  location: {
    name: 'Wattle Bay Kia Gosford - Sales',
    address: '240 Manns Road, Gosford NSW 2250',
    phone: '02 5081 8689',
  },
  url: 'https://www.wattlebaykia.example/cars/2026-kia-sportage-s-wbk000001',
  disclaimer: 'Please confirm price, specifications and features with the dealer before you buy.',
  createdAt: new Date('2026-11-01T00:00:00Z'),
}

describe('vehiclePdf', () => {
  it('makes a real PDF with the title, price and every part of the page', async () => {
    const pdf = await vehiclePdf({ ...input, image: { data: new Uint8Array(await photo()) } })
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const { pages, text, title } = await pdfText(pdf)
    expect(pages).toBeGreaterThan(0)
    expect(title).toBe('2026 Kia Sportage S')
    for (const expected of [
      'WATTLE BAY KIA',
      'Wattle Bay Kia',
      '2026 Kia Sportage S',
      'NQ5 PE MY26 Wagon',
      '$40,990',
      'Excl. Govt. Charges',
      'Odometer',
      '32,150 km',
      'Automatic',
      'Hybrid',
      'Sandstone Beige',
      'WBK000001',
      'KNARWCH07TJ019930',
      'ABC12D',
      'Adaptive Cruise Control',
      'Low kilometres and very well kept.',
      'Trade-ins welcome',
      'Wattle Bay Kia Gosford - Sales',
      '240 Manns Road, Gosford NSW 2250',
      '02 5081 8689',
      input.url,
      'Please confirm price, specifications and features with the dealer before you buy.',
    ])
      expect(text).toContain(expected)
  })

  it('prints dealer comments as text, never as HTML, and drops hostile content', async () => {
    const pdf = await vehiclePdf({
      ...input,
      commentsHtml:
        '<p onclick="steal()">Clean <em>car</em></p><script>alert("x")</script><style>p{}</style><img src=x onerror=alert(1)><a href="javascript:alert(2)">link</a>',
    })
    const { text } = await pdfText(pdf)
    expect(text).toContain('Clean car')
    expect(text).toContain('link')
    for (const leaked of ['<p', '</', 'alert', 'steal', 'onerror', 'javascript', 'p{}'])
      expect(text).not.toContain(leaked)
  })

  it("says 'Dealer comments are pending' when there are none (spec section 5)", async () => {
    const { text } = await pdfText(await vehiclePdf({ ...input, commentsHtml: '' }))
    expect(text).toContain('Dealer comments are pending. Please check back here later.')
  })

  it('flows a long features list onto more pages', async () => {
    const features = Array.from({ length: 150 }, (_, index) => `Feature number ${index + 1}`)
    const { pages, text } = await pdfText(await vehiclePdf({ ...input, features }))
    expect(pages).toBeGreaterThan(1)
    expect(text).toContain('Feature number 150')
  })

  it('copes without a picture, location or price type, and with text outside the PDF fonts', async () => {
    const pdf = await vehiclePdf({
      ...input,
      title: '2026 Kia EV6 GT-Line 🚗 – Café',
      price: { text: 'Enquire for price.' },
      image: null,
      location: null,
    })
    const { text } = await pdfText(pdf)
    expect(text).toContain('2026 Kia EV6 GT-Line')
    expect(text).toContain('Café')
    expect(text).toContain('Enquire for price.')
  })

  it('leaves out a picture that cannot be drawn, and never opens files an SVG points to', async () => {
    const hostile =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image href="/etc/passwd" width="10" height="10"/></svg>'
    const broken = await vehiclePdf({ ...input, image: { svg: '<not svg' } })
    const outside = await vehiclePdf({ ...input, image: { svg: hostile } })
    for (const pdf of [broken, outside]) expect((await pdfText(pdf)).text).toContain('$40,990')
  })
})

describe('commentsText', () => {
  it.each([
    [
      '<p>One <b>owner</b></p><ul><li>Log books</li><li>Two keys</li></ul>',
      'One owner\n• Log books\n• Two keys',
    ],
    ['Line one<br>Line two', 'Line one\nLine two'],
    ['<p>  lots   of\n space </p>', 'lots of space'],
    ['<script>alert(1)</script>Safe', 'Safe'],
    ['Tom &amp; Jerry &lt;3', 'Tom & Jerry <3'],
    ['', ''],
  ])('%j → %j', (html, text) => {
    expect(commentsText(html)).toBe(text)
  })
})

describe('vehicleKeyFacts', () => {
  it('lists odometer, transmission, fuel, body, colour, stock number, VIN and rego, skipping empty values', () => {
    expect(
      vehicleKeyFacts({
        km: 0,
        simple_transmission: 'Manual',
        fuel: 'null',
        simple_body: 'Ute',
        vin: ' ',
        regplate: null,
      }),
    ).toEqual([
      { label: 'Odometer', value: '0 km' },
      { label: 'Transmission', value: 'Manual' },
      { label: 'Body', value: 'Ute' },
    ])
  })

  it('shows the transmission as the vehicle page does: the simple one, else the raw one', () => {
    expect(vehicleKeyFacts({ simple_transmission: 'Automatic', trans: '8 Speed Sports Automatic' })).toEqual([
      { label: 'Transmission', value: 'Automatic' },
    ])
    expect(vehicleKeyFacts({ trans: ' CVT ' })).toEqual([{ label: 'Transmission', value: 'CVT' }])
  })
})
