// Characters XML 1.0 allows: tab, newline, carriage return and the Unicode ranges below. With the u flag a lone
// surrogate is one code point outside them, so it is removed too.
const illegalXmlChars = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu
// The same class, for a test that allocates nothing: almost all text is clean and is returned as it is.
const illegalXmlChar = new RegExp(illegalXmlChars.source, 'u')

/**
 * Text without the characters XML 1.0 cannot carry (control characters, lone surrogates, U+FFFE/U+FFFF); a
 * document holding one of them is not well-formed, so a CRM would reject the whole lead.
 * @example stripIllegalXmlChars('a\u0000b\u001Fc') // 'abc'
 */
export function stripIllegalXmlChars(text: string): string {
  return illegalXmlChar.test(text) ? text.replace(illegalXmlChars, '') : text
}

const markupChars = /[&<>"'\r]/g
const markupChar = /[&<>"'\r]/

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
  const legal = stripIllegalXmlChars(text)
  return markupChar.test(legal) ? legal.replace(markupChars, (char) => entities[char] ?? char) : legal
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
  // Plain loops: a CRM document is a few dozen elements, built for every lead under load.
  const present: Record<string, string> = {}
  for (const key in attributes) {
    const value = attributes[key]
    if (value !== null && value !== undefined) present[key] = value
  }
  if (typeof content === 'string') return { name, attributes: present, content }
  const children: XmlElement[] = []
  for (const child of content) if (child) children.push(child)
  return { name, attributes: present, content: children }
}

/**
 * An element as indented XML. Only element content is indented: text is written exactly as given (escaped), and
 * an attribute's newlines and tabs become character references so parsers keep them.
 * @example serialise(element('year', {}, '2024')) // '<year>2024</year>'
 */
export function serialise(node: XmlElement, indent = ''): string {
  let open = `${indent}<${node.name}`
  for (const key in node.attributes) open += ` ${key}="${attributeText(node.attributes[key] as string)}"`
  if (typeof node.content === 'string') {
    const text = escapeXml(node.content)
    return text === '' ? `${open}/>` : `${open}>${text}</${node.name}>`
  }
  if (node.content.length === 0) return `${open}/>`
  const inner = `${indent}  `
  let children = ''
  for (const child of node.content) children += `${children === '' ? '' : '\n'}${serialise(child, inner)}`
  return `${open}>\n${children}\n${indent}</${node.name}>`
}

const whitespaceChar = /[\n\t]/
const whitespaceChars = /[\n\t]/g
const whitespaceReferences: Record<string, string> = { '\n': '&#10;', '\t': '&#9;' }

/** An attribute value escaped, its newlines and tabs as character references (parsers would fold them to spaces). */
function attributeText(value: string): string {
  const escaped = escapeXml(value)
  return whitespaceChar.test(escaped)
    ? escaped.replace(whitespaceChars, (char) => whitespaceReferences[char] ?? char)
    : escaped
}
