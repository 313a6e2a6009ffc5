import type { Tenant } from '@forecourt/tenant-config' // a type only: the browser loads no schema
import { themeStyle } from '@forecourt/tenant-config/theme'

/**
 * The tenant's theme as CSS for a `<style>` element in the page head; a value that could inject CSS throws a
 * `TypeError`.
 * @example const css = tenantThemeStyle(tenant) // the text of the page head's <style> element
 */
export function tenantThemeStyle(tenant: Tenant): string {
  return themeStyle({
    colors: { primary: tenant.theme.colors.primary, onPrimary: tenant.theme.colors.primaryContrast },
    radius: '6px',
  }) // ':root{--fc-color-primary:#0b3d91;--fc-color-on-primary:#ffffff;--fc-radius:6px}'
}
