import { expectTypeOf, test } from 'vitest'
import { renderAdf, type AdfCar, type AdfInput, type AdfJson, type AdfLead } from './index'

test('renderAdf takes one AdfInput and answers the document as text', () => {
  expectTypeOf(renderAdf).parameter(0).toEqualTypeOf<AdfInput>()
  expectTypeOf(renderAdf).returns.toEqualTypeOf<string>()
})

test('a lead as a store keeps it, with fields of its own, is an AdfLead', () => {
  interface StoredLead {
    id: string
    tenant: string
    idempotencyKey: string
    form: string
    category: string
    subcategory: string | null
    carId: number | null
    payload: { [key: string]: AdfJson }
    steps: { [key: string]: AdfJson }
    formCompleted: boolean
    offerAccepted: boolean
    createdAt: Date
    updatedAt: Date
  }
  expectTypeOf<StoredLead>().toExtend<AdfLead>()
  expectTypeOf<Omit<StoredLead, 'createdAt'>>().not.toExtend<AdfLead>()
})

test('a stock-feed car with more fields is an AdfCar; a car needs year, make and model', () => {
  expectTypeOf<{
    id: number
    year: number
    make: string
    model: string
    dealership_id: number
  }>().toExtend<AdfCar>()
  expectTypeOf<{ make: string; model: string }>().not.toExtend<AdfCar>()
})
