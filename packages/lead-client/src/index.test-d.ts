import type { Car } from '@forecourt/stock-rules'
import { expectTypeOf, test } from 'vitest'
import type { z } from 'zod'
import {
  buildLeadPayload,
  createLeadClient,
  type leadRequestSchema,
  validateForm,
  type FieldErrors,
  type FormField,
  type FormValues,
  type LeadCar,
  type LeadFetch,
  type LeadPayload,
  type LeadRequest,
  type LeadResult,
  type LeadSubmission,
  type LeadValues,
} from './index.js'

test('a stock-rules Car is a LeadCar', () => {
  expectTypeOf<Car>().toExtend<LeadCar>()
})

test('FormField is the exact shape generic UIs render', () => {
  expectTypeOf<FormField['kind']>().toEqualTypeOf<
    | 'text'
    | 'email'
    | 'tel'
    | 'textarea'
    | 'select'
    | 'checkbox'
    | 'checkboxes'
    | 'date'
    | 'hidden'
    | 'postcode'
    | 'money'
    | 'number'
  >()
  expectTypeOf<FormValues>().toEqualTypeOf<Record<string, string | boolean>>()
  expectTypeOf<FieldErrors>().toEqualTypeOf<Record<string, string>>()
})

test('validateForm answers data or field errors', () => {
  expectTypeOf(validateForm).returns.toEqualTypeOf<
    { ok: true; data: LeadValues } | { ok: false; errors: FieldErrors }
  >()
})

test('what leadRequestSchema accepts is a LeadRequest', () => {
  expectTypeOf<z.output<typeof leadRequestSchema>>().toExtend<LeadRequest>()
})

test('the payload keeps the spec keys typed', () => {
  expectTypeOf(buildLeadPayload).returns.toEqualTypeOf<LeadPayload>()
  expectTypeOf<LeadPayload['source']>().toEqualTypeOf<'Website'>()
  expectTypeOf<LeadPayload['Vehicle Make']>().toEqualTypeOf<string | null>()
})

test('the client needs no DOM types and answers LeadResult', () => {
  const client = createLeadClient()
  expectTypeOf(client.submit).returns.toEqualTypeOf<Promise<LeadResult>>()
  expectTypeOf<Parameters<LeadFetch>[1]['body']>().toEqualTypeOf<string>()
  expectTypeOf<LeadSubmission>().not.toHaveProperty('idempotency_key')
})
