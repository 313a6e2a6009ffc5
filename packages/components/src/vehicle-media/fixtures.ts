import type { CarHotspots } from '@forecourt/stock-rules'
import type { GalleryImage, GalleryVideo } from '../vehicle-gallery/gallery-slides'

// The stories draw their pictures as small SVG data URIs (an SUV like the demo's photos, the 'image not found'
// picture, an interior panorama), so a story shows the same picture wherever it is opened.
const svg = (body: string, width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`,
  )}`

const suv = (paint: string) =>
  `<path d="M30 120 L40 80 L90 58 L220 58 L260 82 L295 92 L295 128 L30 128 Z" fill="${paint}" stroke="#2b2b2b" stroke-width="1.5" stroke-linejoin="round"/><circle cx="80" cy="130" r="20" fill="#1b1b1b"/><circle cx="80" cy="130" r="10" fill="#9aa0a6"/><circle cx="245" cy="130" r="20" fill="#1b1b1b"/><circle cx="245" cy="130" r="10" fill="#9aa0a6"/>`

const backdrop =
  '<rect width="320" height="240" fill="#eef1f4"/><rect y="190" width="320" height="50" fill="#d5d9de"/>'

/** A 4:3 photo of an SUV in `paint`, captioned (like the demo's fixtures/images/vehicles/suv/*.jpg). */
export function suvPhoto(paint: string, caption: string): string {
  return svg(
    `${backdrop}<g transform="translate(0 40)">${suv(paint)}</g><text x="160" y="225" font-family="Arial" font-size="16" text-anchor="middle" fill="#4b4f54">${caption}</text>`,
    320,
    240,
  )
}

/** The fixtures' 'image not found' picture (fixtures/images/placeholders/image-not-found.svg). */
export const notFoundImage = svg(
  '<rect width="960" height="540" rx="54" fill="#d5d9de"/><text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="96" fill="#4b4f54">Image not found</text>',
  960,
  540,
)

const views = ['Front three-quarter', 'Side', 'Rear three-quarter', 'Rear', 'Dashboard', 'Boot', 'Wheel']
const paints = ['#f4f4f2', '#f4f4f2', '#f4f4f2', '#f4f4f2', '#2b2f33', '#6b7280', '#9aa0a6']

/** Seven photos of a white 2023 Toyota RAV4 GX. */
export const demoImages: GalleryImage[] = views.map((view, index) => ({
  src: suvPhoto(paints[index] ?? '#f4f4f2', `${view} view`),
  alt: `2023 Toyota RAV4 GX in Glacier White, ${view.toLowerCase()} view`,
  width: 320,
  height: 240,
}))

/** A photo whose address does not answer: the gallery swaps it for the 'image not found' picture. */
export const brokenImage: GalleryImage = {
  src: '/images/vehicles/suv/does-not-exist.jpg',
  alt: '2023 Toyota RAV4 GX, photo that fails to load',
  width: 320,
  height: 240,
}

/** An embed-style video (framed). */
export const demoEmbedVideo: GalleryVideo = {
  src: 'https://www.youtube.com/embed/aqz-KE-bpKQ',
  title: 'Video of the 2023 Toyota RAV4 GX',
}

/** A video file (plays inline), like the fixtures' walkaround videos. */
export const demoInlineVideo: GalleryVideo = {
  src: 'https://videos.forecourt.example/walkarounds/BRG000033-walkaround.mp4',
  title: 'Walkaround of the 2023 Toyota RAV4 GX',
  poster: suvPhoto('#f4f4f2', 'Walkaround video'),
}

/** Spin frames: the SUV turning through 360° in `count` steps (the fixtures have 24). */
export function spinFrames(count = 24, paint = '#f4f4f2'): string[] {
  return Array.from({ length: count }, (_, frame) => {
    const degrees = Math.round((360 / count) * frame)
    const turn = Math.cos((degrees * Math.PI) / 180)
    const scale = Math.max(0.3, Math.abs(turn)) * (turn < 0 ? -1 : 1)
    return svg(
      `${backdrop}<g transform="translate(160 0) scale(${scale.toFixed(3)} 1) translate(-162 40)">${suv(paint)}</g><text x="160" y="225" font-family="Arial" font-size="16" text-anchor="middle" fill="#4b4f54">${degrees}°</text>`,
      320,
      240,
    )
  })
}

/** A 2:1 interior panorama (dashboard, seats and doors), like fixtures/images/vehicles/details/interior.jpg. */
export const interiorPanorama = {
  src: svg(
    '<rect width="1600" height="800" fill="#2b2f33"/><rect y="520" width="1600" height="280" fill="#1f2226"/>' +
      '<rect x="60" y="200" width="260" height="420" rx="30" fill="#3a3f45"/><text x="190" y="420" font-family="Arial" font-size="40" text-anchor="middle" fill="#e6e8ea">Door</text>' +
      '<rect x="420" y="300" width="760" height="200" rx="40" fill="#3a3f45"/><circle cx="600" cy="420" r="110" fill="none" stroke="#9aa0a6" stroke-width="22"/><rect x="780" y="330" width="220" height="130" rx="12" fill="#0b4f9c"/><text x="890" y="405" font-family="Arial" font-size="32" text-anchor="middle" fill="#fff">Screen</text>' +
      '<rect x="1280" y="200" width="260" height="420" rx="30" fill="#3a3f45"/><text x="1410" y="420" font-family="Arial" font-size="40" text-anchor="middle" fill="#e6e8ea">Door</text>' +
      '<text x="800" y="700" font-family="Arial" font-size="48" text-anchor="middle" fill="#e6e8ea">Interior</text>',
    1600,
    800,
  ),
  width: 1600,
  height: 800,
}

/** Hotspots like the fixtures': exterior ones on frames 0, 6, 12 and 18, an interior one on the panorama. */
export const demoHotspots: CarHotspots = {
  exterior: [
    {
      id: 1,
      description: 'Stone chip on bonnet',
      positions: {
        '0': [{ x: 74, y: 63 }],
        '6': [{ x: 49, y: 60 }],
        '12': [{ x: 25, y: 63 }],
        '18': [{ x: 50, y: 60 }],
      },
    },
    {
      id: 2,
      description: 'New tyres fitted',
      positions: {
        '0': [
          { x: 25, y: 72 },
          { x: 77, y: 72 },
        ],
        '6': [{ x: 50, y: 72 }],
        '12': [{ x: 75, y: 72 }],
      },
    },
  ],
  interior: [
    { id: 3, description: 'Premium sound system', positions: { '0': [{ x: 56, y: 46 }] } },
    { id: 4, description: 'Leather-accented seats', positions: { '0': [{ x: 12, y: 60 }] } },
  ],
}
