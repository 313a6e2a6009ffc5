import { readFileSync } from 'node:fs'
import { parseTenant } from '@forecourt/tenant-config'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TenantShell } from '../examples/tenant-shell'
import { expectNoAxeViolations } from './test-utils/axe'

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')
const tenant = parseTenant(
  JSON.parse(read('../../../fixtures/tenants/wattle-bay-kia.json')),
  'wattle-bay-kia.json',
)

describe("the README's shell (examples/tenant-shell.tsx)", () => {
  it("writes the tenant's theme and renders the header's menu, accessibly", async () => {
    const { container } = render(
      <TenantShell
        tenant={tenant}
        content={{ models: [], pageTitles: new Map([['/about-us', 'About Us']]), liveOffers: false }}
      >
        <h1>Stock</h1>
      </TenantShell>,
    )
    expect(container.querySelector('style')?.textContent).toContain(
      `--fc-color-primary:${tenant.theme.colors.primary}`,
    )
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/')
    expect(screen.getByRole('link', { name: 'Finance' }).getAttribute('href')).toBe('/finance')
    expect(screen.getByRole('main').textContent).toBe('Stock')
    await expectNoAxeViolations(container)
  })

  it('is the code the README shows, word for word', () => {
    expect(read('../README.md')).toContain(`\`\`\`tsx\n${read('../examples/tenant-shell.tsx')}\`\`\``)
  })
})
