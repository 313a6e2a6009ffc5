import type { FormName, FormValues } from '@forecourt/lead-client'

/** The vehicle page's form dialogs (spec section 2 Dialogs), plus the sold car's Find Me Something Similar. */
export type VehicleDialogKind = 'enquiry' | 'test-drive' | 'request-photos' | 'find-similar'

/** What one dialog shows: which lead form, its title, and values it starts with. */
export interface VehicleDialogSpec {
  form: FormName
  title: string
  /** Values the form starts with, before the shopper's remembered details and the form's defaults. */
  initial: FormValues
}

/** A car with at most this many photos offers Request Photos beside its buttons. */
export const fewPhotosLimit = 3

/**
 * Whether a car has few or no photos, so Request Photos is offered beside its buttons (every available car also
 * has 'Request more photos' under its gallery).
 * @example hasFewPhotos(2) // true
 */
export function hasFewPhotos(photosCount: number): boolean {
  return photosCount <= fewPhotosLimit
}

/**
 * The form, title and starting values of a vehicle page dialog. Find Me Something Similar is an enquiry about the
 * sold car whose comments already name it, so the dealer knows what the shopper is after.
 * @example vehicleDialogSpec('find-similar', { name: '2025 Kia Sorento Sport+', stockNumber: 'WBK5' }).initial.message
 */
export function vehicleDialogSpec(
  kind: VehicleDialogKind,
  car: { name: string; stockNumber?: string | null },
): VehicleDialogSpec {
  switch (kind) {
    case 'enquiry':
      return { form: 'enquiry', title: 'Enquire Now', initial: {} }
    case 'test-drive':
      return { form: 'test-drive', title: 'Book a Test Drive', initial: {} }
    case 'request-photos':
      return { form: 'request-photos', title: 'Request Photos', initial: {} }
    case 'find-similar': {
      const stock = car.stockNumber ? ` (stock number ${car.stockNumber})` : ''
      return {
        form: 'enquiry',
        title: 'Find Me Something Similar',
        initial: {
          message: `Please find me something similar to the ${car.name}${stock}, which has sold.`,
        },
      }
    }
  }
}
