import {
  AnnouncementBar,
  ErrorNotice,
  NotFound,
  SiteFooter,
  SiteHeader,
  SkipLink,
} from '@forecourt/components'
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  redirect,
  Scripts,
  useRouter,
  type ErrorComponentProps,
} from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import type { RouterContext } from '../router-context'
import { keepVisitTrail } from '../leads/visit'
import { useClientNavigation } from '../site/client-navigation'
import { nextTask } from '../site/next-task'
import { pageHead } from '../site/page-head'
import type { SiteShell } from '../site/site-types'

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    // The server gates every page it renders; a move within the site it never sees, so the router asks too. Until
    // the page has hydrated the router is only taking over the server's page, which the server has gated already.
    if (typeof document === 'undefined' || document.documentElement.dataset.hydrated !== 'true') return
    const [{ signInFor }, shell] = await Promise.all([import('../site/sign-in-gate'), context.site.shell()])
    const signIn = await signInFor(shell, location.href)
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect signal is an object by design
    if (signIn) throw redirect({ href: signIn })
  },
  loader: async ({ context }) => ({ shell: await context.site.shell(), assets: context.assets }),
  // The shell and the asset list never change within a page load.
  staleTime: Infinity,
  shouldReload: false,
  head: ({ loaderData, matches }) => {
    const assets = loaderData?.assets
    const notFound = matches.some(
      (match) => match.status === 'notFound' || (match as { _notFound?: boolean })._notFound === true,
    )
    const titleMeta = loaderData && notFound ? [{ title: `Page not found | ${loaderData.shell.name}` }] : []
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: '#ffffff' },
        ...(loaderData ? siteDefaults(loaderData.shell) : []),
        ...titleMeta,
      ],
      links: [
        ...(assets?.styles ?? []).map((href) => ({ rel: 'stylesheet', href })),
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      ],
      styles: loaderData ? [{ children: loaderData.shell.themeCss }] : [],
      scripts: (assets?.scripts ?? []).map((script) =>
        script.src ? { type: 'module', src: script.src } : { type: 'module', children: script.content },
      ),
    }
  },
  shellComponent: RootDocument,
  component: SitePage,
  notFoundComponent: PageNotFound,
  errorComponent: PageError,
})

/** The tenant-wide defaults a page's own head overrides. */
function siteDefaults(shell: SiteShell) {
  return pageHead({ shell, path: '/', title: shell.name, description: shell.description }).meta.filter(
    (tag) => !('property' in tag && tag.property === 'og:url'),
  )
}

function RootDocument({ children }: { children: ReactNode }) {
  // Marks the page interactive once React has hydrated it: before that a click does nothing and what is typed
  // never reaches a form, so tools that drive the page (the end-to-end journeys) wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <html lang="en-AU">
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

function SiteFrame({ children }: { children: ReactNode }) {
  const { shell } = Route.useLoaderData()
  return (
    <>
      <SkipLink />
      {shell.announcement ? <AnnouncementBar {...shell.announcement} dismissible /> : null}
      <SiteHeader
        siteName={shell.name}
        logo={shell.logo ?? undefined}
        menu={shell.menu}
        phone={shell.phone ?? undefined}
        sticky
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter
        groups={shell.footer.groups}
        phoneNumbers={shell.footer.phoneNumbers}
        legal={shell.footer.legal}
        social={shell.footer.social}
        paymentLogos={shell.footer.paymentLogos}
      />
    </>
  )
}

/** Keeps this visit's trail for leads and resends, once per page load, leads an earlier visit could not deliver. */
function useLeadUpkeep(shell: SiteShell) {
  const router = useRouter()
  useEffect(() => {
    let live = true
    // In a task of its own: the page load's first touch of localStorage waits on the browser to open it.
    void nextTask().then(() => {
      if (!live) return
      // The lead client (and its schemas) loads only when an earlier visit left leads unsent.
      let pending: boolean
      try {
        pending = (window.localStorage.getItem(shell.forms.storageKeys.outbox) ?? '[]') !== '[]'
      } catch {
        pending = false
      }
      if (pending) void import('../leads/lead-forms').then((module) => module.resendUnsentLeads(shell.forms))
    })
    return () => {
      live = false
    }
  }, [shell.forms])
  useEffect(
    () =>
      keepVisitTrail({
        currentPage: () => `${window.location.pathname}${window.location.search}`,
        onMove: (listener) => router.subscribe('onResolved', listener),
        later: nextTask,
      }),
    [router],
  )
}

function SitePage() {
  const { shell } = Route.useLoaderData()
  useClientNavigation()
  useLeadUpkeep(shell)
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  )
}

function PageNotFound() {
  const { shell } = Route.useLoaderData()
  return (
    <SiteFrame>
      <NotFound
        text="The page you were looking for has moved, sold or never existed. These might help:"
        links={shell.helpfulLinks}
      />
    </SiteFrame>
  )
}

function PageError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  if (import.meta.env.DEV) console.error(error)
  return (
    <ErrorNotice
      text="We couldn't show this page. Please try again, or call us and we'll help straight away."
      retryLabel="Try again"
      onRetry={() => {
        reset()
        void router.invalidate()
      }}
    />
  )
}
