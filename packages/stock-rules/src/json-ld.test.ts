import { describe, expect, it } from 'vitest'
import { jsonLdScript } from './json-ld.js'

describe('jsonLdScript: JSON-LD that no value can break out of', () => {
  it('escapes < so a value cannot close the script element', () => {
    expect(jsonLdScript({ name: '</script><script>alert(1)</script>' })).toBe(
      '{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
    )
  })

  it('reads back as the same data', () => {
    const data = { '@type': 'Car', name: '2024 Kia <Sportage>', offers: { price: 38990 } }
    expect(JSON.parse(jsonLdScript(data))).toEqual(data)
  })
})
