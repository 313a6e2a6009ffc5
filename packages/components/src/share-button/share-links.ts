/** Size of the window social share links open in (spec section 2: share window 550 by 400). */
export const shareWindowSize = { width: 550, height: 400 } as const

/** The networks of the share menu. */
export type ShareNetwork = 'facebook' | 'x' | 'email' | 'whatsapp'

/** A share link of one network. */
export interface ShareLink {
  network: ShareNetwork
  href: string
}

/**
 * Share links of a vehicle page: Facebook, X, email (mailto) and WhatsApp, each carrying the encoded URL.
 * @example shareLinks('https://example.com/cars/a', 'A')[3] // { network: 'whatsapp', href: 'https://wa.me/?text=A%20https%3A%2F%2Fexample.com%2Fcars%2Fa' }
 */
export function shareLinks(url: string, name: string): ShareLink[] {
  const encodedUrl = encodeURIComponent(url)
  const encodedName = encodeURIComponent(name)
  return [
    { network: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
    { network: 'x', href: `https://x.com/intent/post?url=${encodedUrl}&text=${encodedName}` },
    { network: 'email', href: `mailto:?subject=${encodedName}&body=${encodedUrl}` },
    { network: 'whatsapp', href: `https://wa.me/?text=${encodeURIComponent(`${name} ${url}`)}` },
  ]
}
