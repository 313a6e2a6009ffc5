import { describe, expect, it } from 'vitest'
import { element, escapeXml, serialise, stripIllegalXmlChars } from './xml'

describe('escapeXml', () => {
  it('escapes markup characters and both quotes', () => {
    expect(escapeXml(`<a href="x">'Tom' & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;Tom&apos; &amp; Jerry&lt;/a&gt;',
    )
  })

  it('escapes an entity typed as text, so it reads back as typed', () => {
    expect(escapeXml('&amp; &#60;')).toBe('&amp;amp; &amp;#60;')
  })

  it('keeps a carriage return as a character reference', () => {
    expect(escapeXml('a\r\nb')).toBe('a&#13;\nb')
  })
})

describe('stripIllegalXmlChars', () => {
  it('drops control characters, U+FFFE/U+FFFF and lone surrogates, keeping tab, newline and emoji', () => {
    expect(
      stripIllegalXmlChars('\u0000a\u0008\tb\u000B\u000C\u001F\n\uFFFE\uFFFFc\uD800\uDC00\uDFFFd 🚗'),
    ).toBe('a\tb\nc\uD800\uDC00d 🚗')
  })
})

describe('serialise', () => {
  it('indents element content, writes text as given and leaves out absent children and attributes', () => {
    const tree = element('vehicle', { interest: 'buy', status: null }, [
      element('year', {}, '2024'),
      null,
      false,
      element('make', {}, ''),
      element('comments', {}, 'line 1\nline 2'),
    ])
    expect(serialise(tree)).toBe(
      '<vehicle interest="buy">\n  <year>2024</year>\n  <make/>\n  <comments>line 1\nline 2</comments>\n</vehicle>',
    )
  })

  it('keeps newlines and tabs in attribute values as references', () => {
    expect(serialise(element('id', { source: 'a\nb\tc' }, '1'))).toBe('<id source="a&#10;b&#9;c">1</id>')
  })
})
