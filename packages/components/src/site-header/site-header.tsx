import { useEffect, useId, useRef, useState, type FocusEvent } from 'react'
import { cx, fill } from '../format'
import { useScrollPast } from '../hooks/use-scroll-past'

/** A logo link in a brand mega menu. */
export interface MenuLogo {
  src: string
  /** Accessible name of the link, e.g. the brand name. */
  alt: string
  href: string
}

/** One entry of the header menu. An entry with `children` or `megaMenu` opens a dropdown. */
export interface MenuItem {
  label: string
  /** Link target. A dropdown entry with an `href` keeps its label as a link and gets a separate toggle button. */
  href?: string
  /** Shown as a button-like call to action (the spec's Sell My Car and Finance). */
  emphasised?: boolean
  children?: MenuItem[]
  /** Brand mega menu: a grid of logo links. */
  megaMenu?: { logos: MenuLogo[] }
}

export interface SiteHeaderTexts {
  /** Accessible name of the navigation landmark. @defaultValue 'Main' */
  navigation: string
  /** The phone-size button that opens the menu panel. @defaultValue 'Menu' */
  menu: string
  /** Name of the toggle beside a linked dropdown entry; `{label}` is the entry. @defaultValue '{label} menu' */
  submenu: string
}

const defaultTexts: SiteHeaderTexts = { navigation: 'Main', menu: 'Menu', submenu: '{label} menu' }

export interface SiteHeaderProps {
  siteName: string
  /** Logo image; without it the site name is shown as text. */
  logo?: { src: string; alt: string; width: number; height: number }
  /** @defaultValue '/' */
  homeHref?: string
  menu: MenuItem[]
  phone?: { label: string; href: string }
  /** Fix the header bar to the top after 500px of scrolling (adds `fc-header--stuck`). @defaultValue false */
  sticky?: boolean
  /** Called with true when a dropdown or the phone menu panel opens, and false when everything is closed. */
  onOpenChange?: (open: boolean) => void
  /** Label of a dropdown entry to render open at first (stories, visual tests). */
  defaultOpenMenu?: string
  /** Render the phone menu panel open at first. @defaultValue false */
  defaultPanelOpen?: boolean
  texts?: Partial<SiteHeaderTexts>
}

/** The spec's sticky header threshold. */
export const stickyHeaderOffset = 500

const Chevron = () => (
  <svg
    className="fc-menu__chevron"
    viewBox="0 0 24 24"
    width="16"
    height="16"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
)

function SubMenu({ items }: { items: MenuItem[] }) {
  return (
    <ul className="fc-menu__sublist">
      {items.map((child, index) => (
        <li key={`${child.label}-${index}`}>
          {child.href ? (
            <a className="fc-menu__sublink" href={child.href}>
              {child.label}
            </a>
          ) : (
            <span className="fc-menu__group">{child.label}</span>
          )}
          {child.children?.length ? <SubMenu items={child.children} /> : null}
        </li>
      ))}
    </ul>
  )
}

/**
 * Site header: logo, phone link and the main menu. Dropdowns follow the disclosure pattern (buttons with
 * aria-expanded); Escape closes and returns focus to the button, a click outside closes, and an open dropdown adds
 * `fc-header--menu-open` to the header. Top-level links are plain links in the server HTML. On phones a Menu button
 * opens the navigation as a panel.
 */
export function SiteHeader({
  siteName,
  logo,
  homeHref = '/',
  menu,
  phone,
  sticky = false,
  onOpenChange,
  defaultOpenMenu,
  defaultPanelOpen = false,
  texts,
}: SiteHeaderProps) {
  const t = { ...defaultTexts, ...texts }
  const id = useId()
  const [openIndex, setOpenIndex] = useState<number | null>(() => {
    const index = menu.findIndex((item) => item.label === defaultOpenMenu)
    return index >= 0 ? index : null
  })
  const [panelOpen, setPanelOpen] = useState(defaultPanelOpen)
  const stuck = useScrollPast(sticky ? stickyHeaderOffset : Number.POSITIVE_INFINITY)
  const headerRef = useRef<HTMLElement>(null)
  const menuButtonRef = useRef<HTMLButtonElement>(null)
  const toggleRefs = useRef<(HTMLButtonElement | null)[]>([])

  const anyOpen = openIndex !== null || panelOpen
  const onOpenChangeRef = useRef(onOpenChange)
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange
  })
  const reported = useRef(anyOpen)
  useEffect(() => {
    if (reported.current === anyOpen) return
    reported.current = anyOpen
    onOpenChangeRef.current?.(anyOpen)
  }, [anyOpen])

  useEffect(() => {
    if (!anyOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      if (openIndex !== null) {
        toggleRefs.current[openIndex]?.focus()
        setOpenIndex(null)
      } else {
        menuButtonRef.current?.focus()
        setPanelOpen(false)
      }
    }
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && headerRef.current?.contains(event.target)) return
      setOpenIndex(null)
      setPanelOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [anyOpen, openIndex])

  // A dropdown closes when keyboard focus moves out of the header.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpenIndex(null)
  }

  const panelId = `${id}-nav`
  return (
    <header
      ref={headerRef}
      onBlur={onBlur}
      className={cx(
        'fc-header',
        sticky && 'fc-header--sticky',
        stuck && 'fc-header--stuck',
        openIndex !== null && 'fc-header--menu-open',
        panelOpen && 'fc-header--panel-open',
      )}
    >
      <div className="fc-header__bar">
        <a className="fc-header__brand" href={homeHref}>
          {logo ? (
            <img
              className="fc-header__logo"
              src={logo.src}
              alt={logo.alt || siteName}
              width={logo.width}
              height={logo.height}
            />
          ) : (
            <span className="fc-header__name">{siteName}</span>
          )}
        </a>
        <div className="fc-header__actions">
          {phone ? (
            <a className="fc-header__phone" href={phone.href}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M6.6 10.8a15 15 0 006.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 013 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z"
                />
              </svg>
              <span>{phone.label}</span>
            </a>
          ) : null}
          <button
            ref={menuButtonRef}
            type="button"
            className="fc-header__menu-button"
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={() => setPanelOpen((open) => !open)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="M4 7h16M4 12h16M4 17h16"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            </svg>
            <span>{t.menu}</span>
          </button>
        </div>
        <nav
          id={panelId}
          className={cx('fc-header__nav', panelOpen && 'fc-header__nav--open')}
          aria-label={t.navigation}
        >
          <ul className="fc-menu">
            {menu.map((item, index) => {
              const hasPanel = Boolean(item.children?.length || item.megaMenu?.logos.length)
              const open = openIndex === index
              const dropdownId = `${id}-menu-${index}`
              const toggle = {
                ref: (button: HTMLButtonElement | null) => {
                  toggleRefs.current[index] = button
                },
                type: 'button' as const,
                'aria-expanded': open,
                'aria-controls': dropdownId,
                onClick: () => setOpenIndex(open ? null : index),
              }
              return (
                <li
                  key={`${item.label}-${index}`}
                  className={cx(
                    'fc-menu__item',
                    item.megaMenu && 'fc-menu__item--mega',
                    open && 'fc-menu__item--open',
                  )}
                >
                  {hasPanel && item.href ? (
                    <>
                      <a className="fc-menu__link" href={item.href}>
                        {item.label}
                      </a>
                      <button
                        {...toggle}
                        className="fc-menu__toggle"
                        aria-label={fill(t.submenu, { label: item.label })}
                      >
                        <Chevron />
                      </button>
                    </>
                  ) : hasPanel ? (
                    <button {...toggle} className="fc-menu__link fc-menu__toggle">
                      {item.label}
                      <Chevron />
                    </button>
                  ) : (
                    <a
                      className={cx('fc-menu__link', item.emphasised && 'fc-menu__link--emphasised')}
                      href={item.href}
                    >
                      {item.label}
                    </a>
                  )}
                  {hasPanel ? (
                    <div
                      id={dropdownId}
                      className={cx('fc-menu__panel', item.megaMenu && 'fc-menu__panel--mega')}
                      hidden={!open}
                    >
                      {item.children?.length ? <SubMenu items={item.children} /> : null}
                      {item.megaMenu?.logos.length ? (
                        <ul className="fc-mega">
                          {item.megaMenu.logos.map((brand, logoIndex) => (
                            <li key={`${brand.href}-${logoIndex}`}>
                              <a className="fc-mega__link" href={brand.href}>
                                <img
                                  className="fc-mega__logo"
                                  src={brand.src}
                                  alt={brand.alt}
                                  width={120}
                                  height={60}
                                  loading="lazy"
                                />
                              </a>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </div>
                  ) : null}
                </li>
              )
            })}
          </ul>
        </nav>
      </div>
    </header>
  )
}
