import { SiteHeader, SkipLink, themeStyle, type MenuItem } from '@forecourt/components'
import { themeTokensFor, type Tenant } from '@forecourt/tenant-config'
import type { ReactNode } from 'react'

/** This property's menu: links and dropdowns, as the header takes them. */
const menu: MenuItem[] = [
  { label: 'New Cars', href: '/search/new-cars' },
  { label: 'Used Cars', href: '/search/used-cars' },
  { label: 'About Us', children: [{ label: 'Contact Us', href: '/contact' }] },
]

/** A page in the tenant's theme: its colours, fonts, radius and spacing become the components' `--fc-*` properties. */
export function TenantShell({ tenant, children }: { tenant: Tenant; children: ReactNode }) {
  return (
    <>
      <style>{themeStyle(themeTokensFor(tenant.theme))}</style>
      <SkipLink />
      <SiteHeader siteName={tenant.name} menu={menu} sticky />
      <main id="main">{children}</main>
    </>
  )
}
