import { eofyPromoExpiry, isEofyPromoActive } from '@forecourt/stock-rules'
import { newCarWarrantyYears } from '@forecourt/tenant-config'
import type { LinkItem, ModelPageData, PageContent } from '../../site/site-types'
import { buildModelPage, modelSlugNamed } from './models-page'
import { defaultSearchLink, stockSearchLink } from './stock-search'
import { escapeHtml, plainText, sanitiseHtml, summary, type TenantData } from '@forecourt/site-server'

const titles: Record<string, string> = {
  '/faqs': 'Frequently Asked Questions',
  '/brands': 'Our Brands',
  '/new-vehicle-warranty': 'New Vehicle Warranty',
  '/pages/capped-price-servicing': 'Capped Price Servicing',
  '/pages/unsubscribe': 'Unsubscribe',
}

const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })
const longDate = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Australia/Brisbane',
})
const isEofyPath = (path: string) => path === '/eofy' || path.startsWith('/pages/eofy-')
const slugOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

function page(
  path: string,
  title: string,
  sections: PageContent['sections'],
  extra: Partial<PageContent> = {},
): PageContent {
  const text = plainText(sections.map((section) => section.sanitisedHtml).join(' '))
  return { path, title, description: summary(extra.intro ?? text), sections, ...extra }
}

function list(items: { label: string; href?: string }[]): string {
  const entries = items.map((item) =>
    item.href
      ? `<li><a href="${escapeHtml(item.href)}">${escapeHtml(item.label)}</a></li>`
      : `<li>${escapeHtml(item.label)}</li>`,
  )
  return `<ul>${entries.join('')}</ul>`
}

/** The tenant's own content pages, sanitised; EOFY pages past the spec's expiry say the offer has ended. */
function contentPages(data: TenantData, now: Date): PageContent[] {
  const { content, tenant } = data
  const searchHref = defaultSearchLink(tenant)
  const seeStock = searchHref ? `See our <a href="${escapeHtml(searchHref)}">current stock</a> or` : 'Please'
  return content.pages.map((source) => {
    if (isEofyPath(source.path) && !isEofyPromoActive(now)) {
      const ended = longDate.format(new Date(eofyPromoExpiry))
      return page(
        source.path,
        source.title,
        [
          {
            sanitisedHtml: sanitiseHtml(
              `<p>This end-of-financial-year offer ended on ${ended}. ${seeStock} <a href="/contact">contact us</a> for today's best deals.</p>`,
            ),
          },
        ],
        { expires: new Date(eofyPromoExpiry).toISOString() },
      )
    }
    const models = modelBlocks(data, source.models ?? [])
    return page(source.path, source.title, [{ sanitisedHtml: sanitiseHtml(source.body) }], {
      ...(models.length ? { models } : {}),
    })
  })
}

/**
 * A page's model blocks, each cut to the variants and colours it names; a block naming a model the tenant does not
 * list, or keeping no variant, shows nothing rather than an empty section.
 */
function modelBlocks(
  data: TenantData,
  blocks: NonNullable<TenantData['content']['pages'][number]['models']>,
): ModelPageData[] {
  return blocks.flatMap((block) => {
    const slug = modelSlugNamed(data, block.model)
    const model = slug === null ? null : buildModelPage(data, slug, block)
    return model?.variants.length ? [model] : []
  })
}

/** Pages composed from the tenant's structured data: FAQs, brands, warranty, servicing prices, unsubscribe. */
function composedPages({ tenant, content }: TenantData): PageContent[] {
  const pages: PageContent[] = []
  if (content.faqs.length) {
    pages.push(
      page('/faqs', titles['/faqs'] ?? 'FAQs', [], {
        intro: `Answers to the questions ${tenant.name} customers ask most.`,
        faqs: content.faqs.map(({ question, answer }) => ({ question, answer })),
      }),
    )
  }
  if (content.manufacturers.length) {
    pages.push(
      page(
        '/brands',
        titles['/brands'] ?? 'Brands',
        [
          {
            sanitisedHtml: sanitiseHtml(
              list(
                content.manufacturers.map((maker) => ({
                  label: maker.name,
                  href: `/${maker.slug}/overview`,
                })),
              ),
            ),
          },
        ],
        { intro: `The brands sold and serviced across ${tenant.name}.` },
      ),
    )
    for (const maker of content.manufacturers) {
      const models = content.models.filter((model) => model.manufacturer === maker.name)
      const years = newCarWarrantyYears(tenant, maker.name)
      const name = escapeHtml(maker.name)
      const stockHref = stockSearchLink(tenant, `/search/${slugOf(maker.name)}`)
      const shopMaker = stockHref
        ? `<a href="${stockHref}">See ${name} stock</a> or <a href="/contact">ask our team</a>.`
        : `<a href="/contact">Ask our team</a> about ${name} stock.`
      pages.push(
        page(
          `/${maker.slug}/overview`,
          maker.name,
          [
            ...(models.length
              ? [
                  {
                    heading: `${maker.name} models`,
                    sanitisedHtml: sanitiseHtml(
                      list(models.map((model) => ({ label: model.name, href: `/models/${model.slug}` }))),
                    ),
                  },
                ]
              : []),
            {
              heading: `Shop ${maker.name}`,
              sanitisedHtml: sanitiseHtml(
                `<p>Every new ${name} comes with a ${years}-year warranty. ${shopMaker}</p>`,
              ),
            },
          ],
          {
            intro: `${maker.name} at ${tenant.name}: new, demo and used vehicles, servicing and genuine parts.`,
          },
        ),
      )
    }
    const makes = [
      ...new Set(
        tenant.dealerships
          .map((dealership) => dealership.make)
          .filter((make): make is string => Boolean(make)),
      ),
    ]
    pages.push(
      page('/new-vehicle-warranty', titles['/new-vehicle-warranty'] ?? 'Warranty', [
        {
          sanitisedHtml: sanitiseHtml(
            list(
              makes.map((make) => ({
                label: `${make}: ${newCarWarrantyYears(tenant, make)}-year manufacturer's warranty`,
              })),
            ) +
              '<p>Warranty terms are set by each manufacturer; conditions and exclusions apply. Ask us for the full terms.</p>',
          ),
        },
      ]),
    )
  }
  if (content.cappedPriceServicing.length) {
    const rows = content.cappedPriceServicing
      .map(
        (service) =>
          `<tr><td>${escapeHtml(service.model)}</td><td>${service.months} months or ${service.km.toLocaleString('en-AU')} km</td><td>${money.format(service.price)}</td></tr>`,
      )
      .join('')
    pages.push(
      page(
        '/pages/capped-price-servicing',
        titles['/pages/capped-price-servicing'] ?? 'Servicing',
        [
          {
            sanitisedHtml: sanitiseHtml(
              `<table><caption>Capped price per scheduled service</caption><thead><tr><th scope="col">Model</th><th scope="col">Service interval</th><th scope="col">Price</th></tr></thead><tbody>${rows}</tbody></table>`,
            ),
          },
        ],
        {
          intro:
            'Know what every scheduled service costs before you book: whichever of the months or kilometres comes first.',
        },
      ),
    )
  }
  pages.push(
    page('/pages/unsubscribe', titles['/pages/unsubscribe'] ?? 'Unsubscribe', [
      {
        sanitisedHtml: sanitiseHtml(
          `<p>To stop our marketing emails, use the unsubscribe link at the foot of any email from us, or email <a href="mailto:${escapeHtml(tenant.contact.email)}">${escapeHtml(tenant.contact.email)}</a> and we will remove you within 5 business days. Messages about a vehicle you have bought or booked will still reach you.</p>`,
        ),
      },
    ]),
  )
  for (const post of content.blogPosts) {
    pages.push(
      page(`/blog/${post.slug}`, post.heading, [{ sanitisedHtml: sanitiseHtml(post.body) }], {
        intro: post.excerpt,
      }),
    )
  }
  return pages
}

/**
 * Whether the tenant shows a page its feature switches decide: the capped-price servicing page
 * (features.cappedPriceServicing) and the end-of-financial-year pages it lists (features.eofyPaths). Its content may
 * hold such a page all the same: the switch decides.
 */
function switchedOn({ tenant }: TenantData, path: string): boolean {
  const { features } = tenant.options
  if (path === '/pages/capped-price-servicing') return features.cappedPriceServicing
  if (isEofyPath(path)) return features.eofyPaths.includes(path)
  return true
}

/** A tenant's pages by path, with links only to pages that exist. */
export class SitePages {
  private readonly byPath: Map<string, PageContent>

  constructor(data: TenantData, now: Date) {
    const pages = [...composedPages(data), ...contentPages(data, now)].filter((item) =>
      switchedOn(data, item.path),
    )
    this.byPath = new Map(pages.map((item) => [item.path, item]))
  }

  get(path: string): PageContent | null {
    return this.byPath.get(path.length > 1 ? path.replace(/\/+$/, '') : path) ?? null
  }

  paths(): string[] {
    return [...this.byPath.keys()].sort()
  }

  /** Every page's title by its path (tenant-config's headerMenu links to the pages the tenant has by them). */
  titles(): ReadonlyMap<string, string> {
    return new Map([...this.byPath].map(([path, page]) => [path, page.title]))
  }

  /** Links to those of these paths the tenant has, labelled with their titles. */
  linksTo(paths: readonly string[]): LinkItem[] {
    return paths.flatMap((path) => {
      const found = this.byPath.get(path)
      return found ? [{ label: found.title, href: path }] : []
    })
  }
}
