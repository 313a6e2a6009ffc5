import { imageCdnPlaceholders } from '@forecourt/stock-rules'
import { z } from 'zod'
import { doc } from '../doc.js'
import { hostnameSchema } from '../hostname.js'

const picturePlaceholders = ['{path}', '{url}', '{encodedUrl}']

/**
 * Why an image CDN URL template cannot be used, or null when it can: it must be an https address (or a path on
 * the site's own domain, as Cloudflare's `/cdn-cgi/image/…`), ask for `{width}`, name the picture by `{path}`,
 * `{url}` or `{encodedUrl}`, and use no other placeholder.
 * @example imageCdnTemplateProblem('https://d.imgix.net{path}?w={width}') // null
 * @example imageCdnTemplateProblem('https://d.imgix.net{path}') // 'The template must ask for a width with {width}'
 */
export function imageCdnTemplateProblem(template: string): string | null {
  if (!/^(https:\/\/[^/{}\s]+|\/[^/\s])/.test(template))
    return 'The template must start with https:// and a host, or with / for a path on the site itself'
  if (/\s/.test(template)) return 'The template must not contain spaces'
  const unknown = (template.match(/\{[^}]*\}/g) ?? []).find(
    (placeholder) => !(imageCdnPlaceholders as readonly string[]).includes(placeholder),
  )
  if (unknown) return `Unknown placeholder ${unknown}: use ${imageCdnPlaceholders.join(', ')}`
  if (!template.includes('{width}')) return 'The template must ask for a width with {width}'
  if (!picturePlaceholders.some((placeholder) => template.includes(placeholder)))
    return 'The template must name the picture with {path}, {url} or {encodedUrl}'
  return null
}

/**
 * Where the site's pictures are served from.
 * @example imageOptionsSchema.parse({}).cdnTemplate // null: the site's own image pipeline
 */
export const imageOptionsSchema = z.strictObject({
  cdnTemplate: z
    .string()
    .trim()
    .max(500)
    .superRefine((template, context) => {
      const problem = imageCdnTemplateProblem(template)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    })
    .nullable()
    .default(null)
    .meta(
      doc(
        "An image CDN's URL template for every picture (car photos, content, logo); null: the site's own image pipeline (/images/…?w=&q=). Placeholders: {width}, {quality}, and the picture as {path} (/images/…), {url} (its absolute address) or {encodedUrl}. imgix: 'https://dealer.imgix.net{path}?w={width}&q={quality}&auto=format'; Cloudinary: 'https://res.cloudinary.com/dealer/image/fetch/w_{width},q_{quality},f_auto/{encodedUrl}'; Cloudflare: '/cdn-cgi/image/width={width},quality={quality},format=auto/{url}'.",
        '§7 Calls the product makes (image CDN)',
      ),
    ),
  photoHosts: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .pipe(hostnameSchema)
        // The site fetches from these: never from itself or an internal address.
        .refine(
          (host) => /\.[a-z][a-z0-9-]*$/.test(host) && !host.endsWith('.localhost'),
          'expected a public host name, not an IP address or localhost',
        ),
    )
    .max(20)
    .default([])
    .meta(
      doc(
        "Hosts of the dealer's own photos (its stock system's or photo CDN's), e.g. 'photos.dealer.com.au'. A car photo given by an https address on one of them is fetched once, checked (a photo type by its bytes, at most 25 MiB and 50 megapixels) and kept, then sized and transcoded by the site's image pipeline like the site's own pictures; a photo on any other host is linked as it is.",
        '§7 Calls the product makes (image CDN)',
      ),
    ),
})
