import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { renderAdf, type AdfInput } from './adf'
import { sportage, storedLead, wattleBayKia } from './testing/leads'
import { validateAdf } from './testing/validate-adf'

const provider = { name: 'Forecourt', url: 'https://www.wattlebaykia.example' }

function parse(document: string): Document {
  return new new JSDOM().window.DOMParser().parseFromString(document, 'application/xml')
}

const textOf = (document: string, selector: string) =>
  [...parse(document).querySelectorAll(selector)].map((node) => node.textContent)

async function expectValid(document: string): Promise<void> {
  const result = await validateAdf(document)
  expect(result.errors).toBe('')
  expect(result.valid).toBe(true)
}

describe('renderAdf', () => {
  it('an enquiry about a new car: the car, the shopper, the dealership and the lead details', async () => {
    const document = renderAdf({ lead: storedLead(), car: sportage, dealership: wattleBayKia, provider })
    await expectValid(document)
    expect(
      document.startsWith('<?xml version="1.0"?>\n<?adf version="1.0"?>\n<adf>\n  <prospect status="new">'),
    ).toBe(true)
    expect(document).toContain(
      '<id sequence="1" source="Forecourt">7f1c2a9e-4b7d-4f0e-9a51-2d3c4b5a6f70</id>\n    <requestdate>2026-11-01T09:30:00Z</requestdate>',
    )
    expect(document).toContain(
      [
        '    <vehicle interest="buy" status="new">',
        '      <id sequence="1" source="Forecourt">4021</id>',
        '      <year>2024</year>',
        '      <make>Kia</make>',
        '      <model>Sportage</model>',
        '      <vin>KNAPU81BMR7123456</vin>',
        '      <stock>WBK4021</stock>',
        '      <trim>SX NQ5 MY24</trim>',
        '      <odometer units="km">10</odometer>',
        '      <colorcombination>',
        '        <exteriorcolor>Snow White Pearl</exteriorcolor>',
        '      </colorcombination>',
        '      <price type="asking" currency="AUD">38990</price>',
        '    </vehicle>',
      ].join('\n'),
    )
    expect(document).toContain(
      [
        '      <contact>',
        '        <name part="first">Jo</name>',
        '        <name part="last">Citizen</name>',
        '        <email>jo@example.com</email>',
        '        <phone type="cellphone">0412 345 678</phone>',
        '        <address>',
        '          <street line="1"/>',
        '          <postalcode>2250</postalcode>',
        '          <country>AU</country>',
        '        </address>',
        '      </contact>',
      ].join('\n'),
    )
    expect(textOf(document, 'customer > comments')).toEqual([
      [
        'Is it still available?',
        '',
        'Form: enquiry',
        'Category: New Vehicle Enquiry',
        'Form completed: Yes',
        'Opt-in: Yes',
        'Source: Website',
        'Page: https://www.wattlebaykia.example/cars/2024-kia-sportage-sx-4021',
        'Visited pages: /search, /cars/2024-kia-sportage-sx-4021',
      ].join('\n'),
    ])
    expect(textOf(document, 'vendor > vendorname')).toEqual(['Wattle Bay Kia'])
    expect(textOf(document, 'vendor > contact > address > street')).toEqual(['240 Manns Road'])
    expect(textOf(document, 'provider > url')).toEqual(['https://www.wattlebaykia.example'])
  })

  it('a test drive of a demo car: interest test-drive, status used, the booking date in the comments', async () => {
    const lead = storedLead({
      form: 'test-drive',
      category: 'Demo Vehicle Test Drive',
      subcategory: 'Test Drive',
      payload: {
        name: 'Priya',
        last_name: 'Natarajan',
        email: 'priya@example.com',
        phone: '+61 2 4300 1111',
        booking_date: '2026-11-07',
        car_type: 'demo',
        car_dealership_id: 301,
      },
    })
    const document = renderAdf({
      lead,
      car: { ...sportage, car_type: 'demo', km: 4200 },
      dealership: wattleBayKia,
      provider,
    })
    await expectValid(document)
    expect(document).toContain('<vehicle interest="test-drive" status="used">')
    expect(document).toContain('<odometer units="km">4200</odometer>')
    expect(textOf(document, 'vehicle > comments')).toEqual([
      'Demonstrator (demo) vehicle\nCar dealership id: 301',
    ])
    expect(textOf(document, 'customer > contact > name')).toEqual(['Priya', 'Natarajan'])
    expect(document).toContain('<phone type="voice">+61 2 4300 1111</phone>')
    expect(textOf(document, 'customer > comments')).toEqual([
      [
        'Form: test-drive',
        'Category: Demo Vehicle Test Drive',
        'Subcategory: Test Drive',
        'Form completed: Yes',
        'Booking date: 2026-11-07',
      ].join('\n'),
    ])
    expect(textOf(document, 'provider > service')).toEqual(['Website test-drive form'])
  })

  it("a trade-in adds the shopper's car as a second vehicle with rego, odometer, offer and answers", async () => {
    const lead = storedLead({
      form: 'trade-in',
      category: 'Trade-in',
      subcategory: '3. Offer Accepted',
      payload: {
        name: 'Jo',
        last_name: 'Citizen',
        postcode: '2250',
        phone: '0412345678',
        email: 'jo@example.com',
      },
      steps: {
        rego: {
          rego: '561PHJ',
          state: 'QLD',
          year: 2017,
          make: 'Mazda',
          model: 'CX-5',
          variant: 'Maxx Sport',
        },
        valuation: { offer_price: 16500, km: 98000, condition: 'good' },
        adjustments: { answers: [{ question: 'Any accident damage?', answer: 'No' }] },
      },
      offerAccepted: true,
    })
    const document = renderAdf({ lead, car: sportage, dealership: wattleBayKia, provider })
    await expectValid(document)
    expect(parse(document).querySelectorAll('vehicle')).toHaveLength(2)
    expect(document).toContain(
      [
        '    <vehicle interest="trade-in" status="used">',
        '      <year>2017</year>',
        '      <make>Mazda</make>',
        '      <model>CX-5</model>',
        '      <trim>Maxx Sport</trim>',
        '      <odometer units="km">98000</odometer>',
        '      <price type="appraisal" currency="AUD">16500</price>',
      ].join('\n'),
    )
    expect(textOf(document, 'vehicle[interest="trade-in"] > comments')).toEqual([
      [
        'Rego: 561PHJ QLD',
        'Offer: $16,500',
        'Offer accepted: Yes',
        'Condition: good',
        'Adjustments › Answers 1 › Question: Any accident damage?',
        'Adjustments › Answers 1 › Answer: No',
      ].join('\n'),
    ])
    expect(textOf(document, 'customer > comments')[0]).toContain('Subcategory: 3. Offer Accepted')
  })

  it('a trade-in known only from the form fields still names what was typed', async () => {
    const lead = storedLead({
      form: 'trade-in',
      carId: null,
      payload: {
        name: 'Sam',
        Rego: 'ABC 123',
        regoState: 'NSW',
        year: 2012,
        make: 'Holden',
        model: 'Commodore',
      },
    })
    const document = renderAdf({ lead, car: null, dealership: wattleBayKia, provider })
    await expectValid(document)
    expect(textOf(document, 'vehicle[interest="trade-in"] > model')).toEqual(['Commodore'])
    expect(textOf(document, 'vehicle[interest="trade-in"] > comments')).toEqual([
      'Rego: ABC 123 NSW\nOffer accepted: No',
    ])
    expect(textOf(document, 'customer > comments')).toEqual([
      'Form: trade-in\nCategory: New Vehicle Enquiry\nForm completed: Yes',
    ])
  })

  it('sell my car: the shopper\'s car is the only vehicle, with interest "sell"', async () => {
    const lead = storedLead({
      form: 'sell-my-car',
      category: 'Sell My Car',
      carId: null,
      payload: {
        name: 'Sam Lee',
        email: 'sam@example.com',
        rego: '561PHJ',
        state: 'QLD',
        make: 'Toyota',
        model: 'HiLux',
        year: 2016,
        km: 182000,
        details: 'Tow bar, new tyres',
        opt_in: true,
      },
    })
    const document = renderAdf({ lead, car: null, dealership: wattleBayKia, provider })
    await expectValid(document)
    expect(document).toContain(
      [
        '    <vehicle interest="sell" status="used">',
        '      <year>2016</year>',
        '      <make>Toyota</make>',
        '      <model>HiLux</model>',
        '      <odometer units="km">182000</odometer>',
        '      <comments>Rego: 561PHJ QLD',
        'Details: Tow bar, new tyres</comments>',
        '    </vehicle>',
        '    <customer>',
      ].join('\n'),
    )
    expect(parse(document).querySelectorAll('vehicle')).toHaveLength(1)
    expect(textOf(document, 'customer > comments')).toEqual([
      'Form: sell-my-car\nCategory: Sell My Car\nForm completed: Yes\nOpt-in: Yes',
    ])
  })

  it('a general enquiry without a car or dealership, in full', async () => {
    const lead = storedLead({
      form: 'contact',
      category: 'General Enquiry',
      carId: null,
      payload: { name: 'Lee', email: 'lee@example.com', message: 'Do you service caravans?', opt_in: false },
      formCompleted: false,
    })
    const document = renderAdf({ lead, car: null, dealership: null, provider: { name: 'Forecourt' } })
    await expectValid(document)
    expect(document).toBe(
      [
        '<?xml version="1.0"?>',
        '<?adf version="1.0"?>',
        '<adf>',
        '  <prospect status="new">',
        '    <id sequence="1" source="Forecourt">7f1c2a9e-4b7d-4f0e-9a51-2d3c4b5a6f70</id>',
        '    <requestdate>2026-11-01T09:30:00Z</requestdate>',
        '    <vehicle interest="buy" status="new">',
        '      <year/>',
        '      <make/>',
        '      <model/>',
        '      <comments>No vehicle chosen</comments>',
        '    </vehicle>',
        '    <customer>',
        '      <contact>',
        '        <name part="first">Lee</name>',
        '        <email>lee@example.com</email>',
        '      </contact>',
        '      <comments>Do you service caravans?',
        '',
        'Form: contact',
        'Category: General Enquiry',
        'Form completed: No',
        'Opt-in: No</comments>',
        '    </customer>',
        '    <vendor>',
        '      <vendorname>Forecourt</vendorname>',
        '      <contact primarycontact="1">',
        '        <name part="full" type="business">Forecourt</name>',
        '      </contact>',
        '    </vendor>',
        '    <provider>',
        '      <name part="full" type="business">Forecourt</name>',
        '      <service>Website contact form</service>',
        '    </provider>',
        '  </prospect>',
        '</adf>',
        '',
      ].join('\n'),
    )
  })

  it("a lead whose car left the stock keeps the payload's make, model and stock number", async () => {
    const lead = storedLead({
      payload: {
        name: 'Jo',
        'Vehicle Make': 'Kia',
        'Vehicle Model': 'EV6',
        stock_number: 'WBK77',
        car_type: 'used',
      },
    })
    const document = renderAdf({ lead, car: null, dealership: wattleBayKia, provider })
    await expectValid(document)
    expect(document).toContain(
      '<vehicle interest="buy" status="used">\n      <year/>\n      <make>Kia</make>\n      <model>EV6</model>\n      <stock>WBK77</stock>\n    </vehicle>',
    )
  })

  it('a price of $10 or less is not sent (the site shows its no-price text)', () => {
    const document = renderAdf({
      lead: storedLead(),
      car: { ...sportage, price: 1 },
      dealership: null,
      provider,
    })
    expect(document).not.toContain('<price')
  })

  it('XSS payloads are kept as sent and rendered inert; characters XML cannot carry are dropped', async () => {
    const script = '<script>alert("x")</script>'
    const lead = storedLead({
      payload: {
        name: `Robert'); DROP TABLE leads;-- ${script}`,
        last_name: '<img src=x onerror=alert(1)>',
        email: '"quoted"@example.com',
        phone: '0412 345 678',
        message: `Fish & chips ]]> <![CDATA[ x ]]> &amp; \u0000bell\u0007 \uFFFE lone\uD800 ok\r\nnext`,
        url: 'https://x.example/?a=1&b=<2>',
        utm: { 'a"b': `'${script}'` },
      },
    })
    const document = renderAdf({
      lead,
      car: { ...sportage, colour: '</exteriorcolor><evil/>' },
      dealership: { ...wattleBayKia, name: 'A & B "Motors" <Ltd>' },
      provider: { name: 'Forecourt "sites" & <co>', url: 'https://x.example/?a=1&b=2' },
    })
    await expectValid(document)
    expect(document).not.toMatch(/<script|<img|<evil|<!\[CDATA\[/)
    const parsed = parse(document)
    expect(parsed.querySelectorAll('parsererror')).toHaveLength(0)
    expect(textOf(document, 'customer > contact > name')).toEqual([
      `Robert'); DROP TABLE leads;-- ${script}`,
      '<img src=x onerror=alert(1)>',
    ])
    expect(textOf(document, 'customer > comments')[0]).toContain(
      'Fish & chips ]]> <![CDATA[ x ]]> &amp; bell  lone ok\r\nnext',
    )
    expect(textOf(document, 'customer > comments')[0]).toContain(`Utm › A"b: '${script}'`)
    expect(textOf(document, 'exteriorcolor')).toEqual(['</exteriorcolor><evil/>'])
    expect(textOf(document, 'vendorname')).toEqual(['A & B "Motors" <Ltd>'])
    expect(parsed.querySelector('prospect > id')?.getAttribute('source')).toBe('Forecourt "sites" & <co>')
  })
})

describe('validateAdf', () => {
  const valid = renderAdf({ lead: storedLead(), car: sportage, dealership: wattleBayKia, provider })

  it('fails a document that breaks the DTD (a vehicle without its model)', async () => {
    const result = await validateAdf(valid.replace('<model>Sportage</model>', ''))
    expect(result.valid).toBe(false)
    expect(result.errors).toMatch(/vehicle/)
  })

  it('fails an attribute value the DTD does not list', async () => {
    const result = await validateAdf(valid.replace('interest="buy"', 'interest="rent"'))
    expect(result.valid).toBe(false)
  })

  it('fails a document that is not well-formed', async () => {
    const result = await validateAdf(valid.replace('</adf>', ''))
    expect(result.valid).toBe(false)
  })

  it('fails an element ADF 1.0 does not have', async () => {
    const input: AdfInput = { lead: storedLead(), car: null, dealership: null, provider }
    const result = await validateAdf(renderAdf(input).replace('<vendor>', '<vendor>\n<rego>ABC</rego>'))
    expect(result.valid).toBe(false)
  })
})
