import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * Whether a click on a link should stay in the app: a plain left click on a same-origin link that opens in this
 * tab, is not a download, and points somewhere else than a fragment of the current page.
 */
export function isAppNavigation(event: MouseEvent, anchor: HTMLAnchorElement, current: Location): boolean {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return false
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false
  const url = new URL(anchor.href, current.href)
  if (url.origin !== current.origin) return false
  if (url.pathname.startsWith('/api/') || /\.[a-z0-9]+$/i.test(url.pathname)) return false
  return !(url.pathname === current.pathname && url.search === current.search && url.hash)
}

/**
 * Components render plain links so they work anywhere; in the site, a click on one becomes a router navigation
 * (no reload, data from the site's API), while modified clicks keep opening new tabs as shoppers expect.
 */
export function useClientNavigation(): void {
  const router = useRouter()
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(anchor instanceof HTMLAnchorElement) || !isAppNavigation(event, anchor, window.location)) return
      event.preventDefault()
      const url = new URL(anchor.href)
      void router.navigate({ href: `${url.pathname}${url.search}${url.hash}` })
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [router])
}
