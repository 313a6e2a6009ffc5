// Turns fixture stock (whole car documents) into the search records the site would index, in its own
// process so that parsing 300 MB of fixtures does not count in the benchmark's memory:
// node --import tsx bench/prepare-records.ts <fixtures dir> <records.json>
import { writeFileSync } from 'node:fs'
import { loadFixtureStock } from '../src/testing/fixture-stock'

const [fixtures = '', out = ''] = process.argv.slice(2)
const loaded = loadFixtureStock(fixtures)
if (!loaded) throw new Error(`no stock in ${fixtures}`)
writeFileSync(out, JSON.stringify(loaded))
