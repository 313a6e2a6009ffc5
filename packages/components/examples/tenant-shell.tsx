import { SiteHeader, SkipLink, themeStyle } from '@forecourt/components'
import { headerMenu, themeTokensFor, type HeaderMenuContent, type Tenant } from '@forecourt/tenant-config'
import type { ReactNode } from 'react'

/**
 * A page in the tenant's theme (its colours, fonts, radius and spacing become the components' `--fc-*` properties)
 * under the tenant's own header menu: its items and order from its configuration, its models and pages from
 * `content`.
 */
export function TenantShell(props: { tenant: Tenant; content: HeaderMenuContent; children: ReactNode }) {
  return (
    <>
      <style>{themeStyle(themeTokensFor(props.tenant.theme))}</style>
      <SkipLink />
      <SiteHeader siteName={props.tenant.name} menu={headerMenu(props.tenant, props.content)} sticky />
      <main id="main">{props.children}</main>
    </>
  )
}
