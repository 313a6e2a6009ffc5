import { createRequire } from 'node:module'
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'

/** A place to pin on the map. */
export interface MapPoint {
  lat: number
  lng: number
  /** e.g. the location's name. */
  label: string
}

/** A pin in the map's own coordinates (the viewBox's units). */
export interface LocatorMapPin {
  x: number
  y: number
  label: string
  /** The location the map is about; other pins are the tenant's other locations in view. */
  primary: boolean
}

/** Plain data for an inline SVG map: draw `landPath` inside `viewBox`, then the pins. */
export interface LocatorMap {
  /** e.g. '0 0 400 300'. */
  viewBox: string
  /** An SVG path of the Australian land in view (fill it; the rest is sea), clipped to the viewBox. */
  landPath: string
  pins: LocatorMapPin[]
}

/** How the map is framed. */
export interface LocatorMapOptions {
  /** @defaultValue 400 */
  width?: number
  /** @defaultValue 300 */
  height?: number
  /** Degrees of latitude from top to bottom: 8 is about 890 km, a state-level view. @defaultValue 8 */
  spanLat?: number
}

/** Rings of Australia's land as [lng, lat] positions (outer rings and holes alike: the path is drawn even-odd). */
let australia: Position[][] | null = null

/**
 * Australia's outline from world-atlas (Natural Earth 1:50m admin-0 countries, public domain; packaged under ISC),
 * feature id '036', read on first use with require so the 750 kB topology is not bundled into the server.
 */
function australiaRings(): Position[][] {
  if (australia) return australia
  const require = createRequire(import.meta.url)
  const topology = require('world-atlas/countries-50m.json') as Topology<{ countries: GeometryCollection }>
  const geometry = topology.objects.countries.geometries.find((item) => String(item.id) === '036')
  if (!geometry) throw new Error('world-atlas countries-50m has no feature 036 (Australia)')
  const shape = feature(topology, geometry) as Feature<Polygon | MultiPolygon>
  const polygons =
    shape.geometry.type === 'Polygon' ? [shape.geometry.coordinates] : shape.geometry.coordinates
  const rings = polygons.flat()
  australia = rings
  return rings
}

type Point = readonly [number, number]

/** Sutherland–Hodgman clipping of a closed ring against an axis-aligned rectangle. */
function clipRing(ring: readonly Point[], minX: number, minY: number, maxX: number, maxY: number): Point[] {
  const edges: Array<[(p: Point) => boolean, (a: Point, b: Point) => Point]> = [
    [(p) => p[0] >= minX, (a, b) => [minX, a[1] + ((b[1] - a[1]) * (minX - a[0])) / (b[0] - a[0])]],
    [(p) => p[0] <= maxX, (a, b) => [maxX, a[1] + ((b[1] - a[1]) * (maxX - a[0])) / (b[0] - a[0])]],
    [(p) => p[1] >= minY, (a, b) => [a[0] + ((b[0] - a[0]) * (minY - a[1])) / (b[1] - a[1]), minY]],
    [(p) => p[1] <= maxY, (a, b) => [a[0] + ((b[0] - a[0]) * (maxY - a[1])) / (b[1] - a[1]), maxY]],
  ]
  let output: Point[] = [...ring]
  for (const [inside, cross] of edges) {
    const input = output
    output = []
    for (let index = 0; index < input.length; index += 1) {
      const current = input[index] as Point
      const previous = input[(index + input.length - 1) % input.length] as Point
      if (inside(current)) {
        if (!inside(previous)) output.push(cross(previous, current))
        output.push(current)
      } else if (inside(previous)) output.push(cross(previous, current))
    }
    if (!output.length) break
  }
  return output
}

const round = (value: number) => Math.round(value * 10) / 10

/** A ring as SVG path commands with one-decimal coordinates, repeated points dropped; '' when nothing is left. */
function ringPath(ring: readonly Point[]): string {
  const points: Point[] = []
  for (const [x, y] of ring) {
    const point: Point = [round(x), round(y)]
    const last = points[points.length - 1]
    if (!last || last[0] !== point[0] || last[1] !== point[1]) points.push(point)
  }
  if (points.length < 3) return ''
  const [first, ...rest] = points as [Point, ...Point[]]
  return `M${first[0]} ${first[1]}L${rest.map(([x, y]) => `${x} ${y}`).join(' ')}Z`
}

function computeLocatorMap(
  location: MapPoint,
  others: readonly MapPoint[],
  options: LocatorMapOptions,
): LocatorMap {
  const width = options.width ?? 400
  const height = options.height ?? 300
  const spanLat = options.spanLat ?? 8
  const scale = height / spanLat
  const xScale = scale * Math.cos((location.lat * Math.PI) / 180)
  // Equirectangular, centred on the location, with longitude shrunk by the cosine of the middle latitude.
  const project = ([lng, lat]: Position): Point => [
    width / 2 + ((lng ?? 0) - location.lng) * xScale,
    height / 2 - ((lat ?? 0) - location.lat) * scale,
  ]
  // Clip a little outside the frame so no clipped edge shows along the border.
  const margin = 2
  const [minX, minY, maxX, maxY] = [-margin, -margin, width + margin, height + margin]
  const paths: string[] = []
  for (const ring of australiaRings()) {
    const projected = ring.map(project)
    const xs = projected.map((p) => p[0])
    const ys = projected.map((p) => p[1])
    if (Math.max(...xs) < minX || Math.min(...xs) > maxX || Math.max(...ys) < minY || Math.min(...ys) > maxY)
      continue
    const path = ringPath(clipRing(projected, minX, minY, maxX, maxY))
    if (path) paths.push(path)
  }
  const pin = (point: MapPoint, primary: boolean): LocatorMapPin => {
    const [x, y] = project([point.lng, point.lat])
    return { x: round(x), y: round(y), label: point.label, primary }
  }
  const inView = (p: LocatorMapPin) => p.x >= 0 && p.x <= width && p.y >= 0 && p.y <= height
  const primary = pin(location, true)
  const rest = others
    .filter((other) => Number.isFinite(other.lat) && Number.isFinite(other.lng))
    .filter(
      (other) => other.lat !== location.lat || other.lng !== location.lng || other.label !== location.label,
    )
    .map((other) => pin(other, false))
    .filter(inView)
  return { viewBox: `0 0 ${width} ${height}`, landPath: paths.join(''), pins: [primary, ...rest] }
}

const cacheLimit = 500
const cache = new Map<string, LocatorMap>()

/**
 * A locator map of Australia around a location, as plain SVG data (no key, no network): the land around it,
 * projected equirectangularly (longitude scaled by the cosine of the location's latitude), centred on the location
 * at a state-level zoom (8° of latitude top to bottom by default), and pins for the location and those of `others`
 * that fall in view. Computed once per location, options and other locations, then served from memory.
 * @example locatorMap({ lat: -33.4274, lng: 151.342, label: 'Wattle Bay Kia Gosford' }).pins[0] // { x: 200, y: 150, … }
 */
export function locatorMap(
  location: MapPoint,
  others: readonly MapPoint[] = [],
  options: LocatorMapOptions = {},
): LocatorMap {
  const key = JSON.stringify([location, others, options])
  const cached = cache.get(key)
  if (cached) return cached
  const map = computeLocatorMap(location, others, options)
  if (cache.size >= cacheLimit) cache.delete(cache.keys().next().value as string)
  cache.set(key, map)
  return map
}

/** Forgets every computed map (for tests). */
export function clearLocatorMapCache(): void {
  cache.clear()
}

/** How many maps are cached. */
export function locatorMapCacheSize(): number {
  return cache.size
}
