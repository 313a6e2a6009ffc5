import algoliasearchHelper from 'algoliasearch-helper'
import { describe, expect, it } from 'vitest'
import { createInProcessSearchClient } from './in-process-client'
import { bruteForce } from './testing/brute-force'
import { contractEngine, indexName } from './testing/contract-setup'

// Typed as the helper's (and so InstantSearch's) search client, with no cast: the shape of algoliasearch v5's.
const helperClient = (): Parameters<typeof algoliasearchHelper>[0] =>
  createInProcessSearchClient(engine, { apiKey: tenant.apiKey })

/** A facet value as the helper's results list it. */
type FacetValue = { name: string; count: number }

// Server-side rendering uses the same engine without HTTP: the helper must get the same answers.
const { engine, records, tenants } = contractEngine()
const tenant = tenants[0] as (typeof tenants)[number]

describe('createInProcessSearchClient', () => {
  it('serves the helper disjunctive faceting like the HTTP handler does', async () => {
    const helper = algoliasearchHelper(helperClient(), indexName, {
      disjunctiveFacets: ['simple_body'],
      maxValuesPerFacet: 1000,
    })
    helper.addDisjunctiveFacetRefinement('simple_body', 'SUV')
    const results = await new Promise<algoliasearchHelper.SearchResults>((resolve, reject) => {
      helper.on('result', ({ results }) => resolve(results))
      helper.on('error', ({ error }) => reject(error))
      helper.search()
    })
    const bodies =
      bruteForce(records, { keep: tenant.keep, facets: ['simple_body'] }).facets.simple_body ?? {}
    expect(results.nbHits).toBe(bodies.SUV)
    expect(
      Object.fromEntries(
        (results.getFacetValues('simple_body', {}) as FacetValue[]).map((item) => [item.name, item.count]),
      ),
    ).toEqual(bodies)
  })

  it('answers a search for facet values the way the helper asks a v5 client: a search of type facet', async () => {
    const helper = algoliasearchHelper(helperClient(), indexName, {
      facets: ['make'],
    })
    const { facetHits } = await helper.searchForFacetValues('make', 'toy', 5)
    expect(facetHits.map((hit) => hit.value)).toEqual(['Toyota'])
  })

  it('rejects with the engine error for an unknown key', async () => {
    const client = createInProcessSearchClient(engine, { apiKey: 'nope' })
    await expect(client.search([{ indexName }])).rejects.toMatchObject({ status: 403 })
  })
})
