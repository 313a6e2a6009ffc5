import {
  AppointmentPicker,
  CarSummary,
  Dialog,
  LeadForm,
  type FormValues,
  type RenderField,
} from '@forecourt/components/forms'
import type { FormsConfig } from '@forecourt/lead-client'
import { useEffect, useState } from 'react'
import { useLeadForm } from '../leads/lead-forms'
import type { VehiclePage } from '../site/vehicle-types'
import { vehicleDialogSpec, type VehicleDialogKind } from './lead-dialogs'
import { bookingDateOf, loadTestDriveSlots, type TestDriveSlots } from './test-drive-slots'

// The vehicle page's form dialogs: a module of its own that the page loads on the first click, so the forms, the
// dialog and the appointment picker stay out of the page's first load.

/** Texts of the test-drive booking when there is nothing to choose from. */
export const testDriveTexts = {
  noDays:
    "No test drive times are free in the next two weeks. Send your request and we'll call you to arrange one.",
  failed: "We couldn't load the free times. Send your request and we'll call you to arrange a time.",
} as const

/** Props of {@link VehicleLeadDialog}. */
export interface VehicleLeadDialogProps {
  kind: VehicleDialogKind
  open: boolean
  onClose: () => void
  page: VehiclePage
  forms: FormsConfig
  /** Called once the server has accepted the lead (the page goes to /success). */
  onSent: () => void
}

/** The location's free test-drive times, asked for the first time the booking opens. */
function useTestDriveSlots(locationId: number | null): TestDriveSlots {
  const [slots, setSlots] = useState<TestDriveSlots>({ status: 'loading' })
  useEffect(() => {
    if (locationId === null) return
    let live = true
    void loadTestDriveSlots(locationId).then((answer) => live && setSlots(answer))
    return () => {
      live = false
    }
  }, [locationId])
  return slots
}

function carSummaryOf(page: VehiclePage) {
  const image = page.media.images[0]
  return {
    name: page.name,
    ...(image ? { image: { src: image.thumb, alt: '' } } : {}),
    ...(page.available ? { priceText: [page.price.text, page.price.note].filter(Boolean).join(' ') } : {}),
  }
}

/**
 * One form dialog of the vehicle page (enquiry, test drive, request photos, or a sold car's Find Me Something
 * Similar), fed by the site's lead form model. It stays mounted once opened, so what the shopper typed is still
 * there when they open it again or when the server refuses it. The test drive's 'Test Drive Booking Date' is the
 * appointment picker over the car's location's free times: the chosen time is sent as `booking_slot` and its day
 * as `booking_date`.
 * @example <VehicleLeadDialog kind="test-drive" open={open} onClose={close} page={page} forms={shell.forms} onSent={toSuccess} />
 */
export default function VehicleLeadDialog({
  kind,
  open,
  onClose,
  page,
  forms,
  onSent,
}: VehicleLeadDialogProps) {
  const spec = vehicleDialogSpec(kind, { name: page.name, stockNumber: page.leadCar.stocknum ?? null })
  const model = useLeadForm(forms, spec.form, { car: page.leadCar }, spec.initial)
  const [values, setValues] = useState<FormValues>(model.defaultValues)
  const locationId = kind === 'test-drive' ? (page.location?.id ?? null) : null
  const slots = useTestDriveSlots(locationId)
  const days = slots.status === 'ready' ? slots.days : []

  const renderField: RenderField | undefined =
    locationId === null
      ? undefined
      : (field, control) => {
          // The picker's radios carry the slot; the hidden field would only repeat it.
          if (field.name === 'booking_slot') return null
          if (field.name !== 'booking_date') return undefined
          const slot = typeof values.booking_slot === 'string' ? values.booking_slot : ''
          return (
            <AppointmentPicker
              slots={days}
              value={slot || null}
              onChange={(chosen) =>
                setValues((current) => ({
                  ...current,
                  booking_slot: chosen,
                  booking_date: bookingDateOf(days, chosen),
                }))
              }
              loading={slots.status === 'loading'}
              name="booking_slot"
              required={field.required}
              id={control.id}
              {...(control.error ? { error: control.error } : {})}
              texts={{
                label: field.label,
                noDays: slots.status === 'failed' ? testDriveTexts.failed : testDriveTexts.noDays,
              }}
            />
          )
        }

  return (
    <Dialog open={open} onClose={onClose} title={spec.title}>
      <LeadForm
        fields={model.definition.fields}
        values={values}
        onValuesChange={setValues}
        validate={(next) => model.validate(next)}
        onSubmit={(next) => model.submit(next)}
        onSuccess={onSent}
        submitLabel={model.definition.submitLabel}
        honeypotName={model.honeypotName}
        intro={<CarSummary car={carSummaryOf(page)} />}
        {...(renderField ? { renderField } : {})}
      />
    </Dialog>
  )
}
