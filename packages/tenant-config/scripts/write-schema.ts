/// <reference types="node" />
// Writes tenant.schema.json and the README's option table from the zod schema: `pnpm schema`.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { format } from 'prettier'
import { optionTableMarkdown, tenantJsonSchema } from '../src/index.js'
import { replaceOptionTable } from './readme-table.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const schemaText = await format(JSON.stringify(tenantJsonSchema()), { parser: 'json', printWidth: 110 })
writeFileSync(`${root}tenant.schema.json`, schemaText)
const readmePath = `${root}README.md`
writeFileSync(readmePath, replaceOptionTable(readFileSync(readmePath, 'utf8'), optionTableMarkdown()))
console.log('wrote tenant.schema.json and the README option table')
