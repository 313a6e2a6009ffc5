import { resolve } from 'node:path'
import { createImagePipeline, type ImagePipeline, type ImagePipelineOptions } from '@forecourt/site-server'
import type { ServerSettings } from './settings'
import type { StaticMount } from './static-files'

/** The site's pictures: the folder they are read from, the pipeline that makes photos and the mount for drawings. */
export interface SiteImages {
  /** `images/` under FIXTURES_DIR. */
  dir: string
  /** Makes the raster pictures under `/images/` in the width and format asked, kept in IMAGE_CACHE_DIR. */
  pipeline: ImagePipeline
  /** SVG drawings (logos, brands, banners) as they are, cached for a week like the pipeline's pictures. */
  mount: StaticMount
}

/**
 * The one place the site's pictures are wired from its settings, for the production server, the dev server and the
 * tests alike. `photoHosts` are every tenant's `images.photoHosts`, the only hosts whose photos the pipeline fetches
 * (with `fetchPhoto`, which a test may stand in for).
 * @example const images = siteImages(settings, { log: runtime.log, photoHosts: ['photos.dealer.com.au'] })
 */
export function siteImages(
  settings: ServerSettings,
  options: Pick<ImagePipelineOptions, 'log' | 'photoHosts' | 'fetchPhoto'> = {},
): SiteImages {
  const dir = resolve(settings.fixturesDir, 'images')
  return {
    dir,
    pipeline: createImagePipeline({ dir, cacheDir: settings.imageCacheDir, ...options }),
    mount: { prefix: '/images/', dir, maxAgeSeconds: 604_800 },
  }
}
