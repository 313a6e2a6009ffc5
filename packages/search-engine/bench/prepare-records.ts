// Turns fixture stock (whole car documents) into the search records the site would index, in its own
// process so that parsing 300 MB of fixtures does not count in the benchmark's memory:
// node --import tsx bench/prepare-records.ts <fixtures dir> <records.ndjson>
// One JSON document per line, the reference date first: the benchmark reads it line by line, as a server loading
// a large stock would, instead of holding the whole text and the records at once.
import { writeFileSync } from 'node:fs'
import { loadFixtureStock } from '../src/testing/fixture-stock'

const [fixtures = '', out = ''] = process.argv.slice(2)
const loaded = loadFixtureStock(fixtures)
if (!loaded) throw new Error(`no stock in ${fixtures}`)
writeFileSync(
  out,
  [
    JSON.stringify({ referenceDate: loaded.referenceDate }),
    ...loaded.records.map((record) => JSON.stringify(record)),
  ].join('\n'),
)
