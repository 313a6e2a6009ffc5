// Characters XML 1.0 allows: tab, newline, carriage return and the Unicode ranges below. With the u flag a lone
// surrogate is one code point outside them, so it is removed too.
const illegalXmlChars = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/**
 * Text without the characters XML 1.0 cannot carry (control characters, lone surrogates, U+FFFE/U+FFFF); a
 * document holding one of them is not well-formed, so a CRM would reject the whole lead.
 * @example stripIllegalXmlChars('a\u0000b\u001Fc') // 'abc'
 */
export function stripIllegalXmlChars(text: string): string {
  return text.replace(illegalXmlChars, '')
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\r': '&#13;',
}

/**
 * Text as XML character data or an attribute value: markup characters and quotes escaped, illegal characters
 * removed, a carriage return kept as a reference (parsers would otherwise turn CR LF into LF).
 * @example escapeXml('<script>alert("x")</script> & co') // '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co'
 */
export function escapeXml(text: string): string {
  return stripIllegalXmlChars(text).replace(/[&<>"'\r]/g, (char) => entities[char] ?? char)
}

/**
 * One element of a document being built: text content, or child elements.
 * @example const year: XmlElement = { name: 'year', attributes: {}, content: '2024' }
 */
export interface XmlElement {
  name: string
  attributes: Record<string, string>
  content: string | XmlElement[]
}

/**
 * An element; `null` and `false` children are left out, so optional parts read as `value && element(…)`.
 * @example element('name', { part: 'first' }, 'Jo')
 */
export function element(
  name: string,
  attributes: Record<string, string | null | undefined> = {},
  content: string | readonly (XmlElement | null | false | undefined)[] = [],
): XmlElement {
  const present = Object.entries(attributes).filter(
    (entry): entry is [string, string] => entry[1] !== null && entry[1] !== undefined,
  )
  return {
    name,
    attributes: Object.fromEntries(present),
    content:
      typeof content === 'string'
        ? content
        : content.filter(
            (child): child is XmlElement => child !== null && child !== false && child !== undefined,
          ),
  }
}

/**
 * An element as indented XML. Only element content is indented: text is written exactly as given (escaped), and
 * an attribute's newlines and tabs become character references so parsers keep them.
 * @example serialise(element('year', {}, '2024')) // '<year>2024</year>'
 */
export function serialise(node: XmlElement, indent = ''): string {
  const attributes = Object.entries(node.attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value).replace(/\n/g, '&#10;').replace(/\t/g, '&#9;')}"`)
    .join('')
  const open = `${indent}<${node.name}${attributes}`
  if (typeof node.content === 'string') {
    const text = escapeXml(node.content)
    return text === '' ? `${open}/>` : `${open}>${text}</${node.name}>`
  }
  if (node.content.length === 0) return `${open}/>`
  const children = node.content.map((child) => serialise(child, `${indent}  `)).join('\n')
  return `${open}>\n${children}\n${indent}</${node.name}>`
}
