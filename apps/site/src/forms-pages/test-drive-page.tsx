import { AppointmentPicker, type RenderField } from '@forecourt/components/forms'
import type { FormValues } from '@forecourt/lead-client'
import { useEffect, useState } from 'react'
import type { FormPagesData } from '../site/form-pages-types'
import type { SiteShell } from '../site/site-types'
import { ContactAside, FormPage, SiteLeadForm } from './form-page'
import { slotDate, withLocationDealership } from './form-values'
import { testDriveAvailability, type AvailabilityDay } from './service-calls'

/** The free times of the chosen location: loaded whenever the location changes. */
function useAvailability(locationId: string): { days: AvailabilityDay[]; loading: boolean } {
  const [state, setState] = useState<{ for: string; days: AvailabilityDay[] }>({ for: '', days: [] })
  useEffect(() => {
    if (!locationId) return
    let current = true
    void testDriveAvailability(locationId).then((days) => {
      if (current) setState({ for: locationId, days })
    })
    return () => {
      current = false
    }
  }, [locationId])
  const ready = state.for === locationId
  return { days: ready ? state.days : [], loading: Boolean(locationId) && !ready }
}

/**
 * /book-test-drive/: the test-drive form without a car. The shopper picks a location, then a free time of that
 * location (AppointmentPicker); the time is sent as `booking_slot` with its day as the 'Test Drive Booking Date',
 * and the server books it.
 * @example <TestDrivePageView shell={shell} pages={pages} />
 */
export function TestDrivePageView({ shell, pages }: { shell: SiteShell; pages: FormPagesData }) {
  // A tenant with one location has it chosen from the start (lead-client presets a lone choice).
  const [locationId, setLocationId] = useState(() =>
    shell.forms.locations.length === 1 ? String(shell.forms.locations[0]?.id ?? '') : '',
  )
  const { days, loading } = useAvailability(locationId)
  const dealerships = shell.forms.dealerships.map((dealership) => dealership.slug)

  const adjust = (previous: FormValues, next: FormValues): FormValues => {
    const located = withLocationDealership(previous, next, shell.forms.locations, dealerships)
    if (located.location === previous.location) return located
    // Another location has other times: the chosen one no longer applies.
    setLocationId(String(located.location ?? ''))
    return { ...located, booking_slot: '', booking_date: '' }
  }

  const renderField =
    (values: FormValues, setValues: (values: FormValues) => void): RenderField =>
    (field, control) => {
      if (field.name !== 'booking_date') return undefined
      const chosen = String(values.location ?? '')
      if (!chosen)
        return (
          <p className="fc-formpage__note" id={control.id}>
            Choose a location to see its free test-drive times.
          </p>
        )
      return (
        <AppointmentPicker
          key={chosen}
          id={control.id}
          slots={days}
          loading={loading}
          value={String(values.booking_slot ?? '')}
          error={control.error}
          name="booking_slot_choice"
          onChange={(slot) =>
            setValues({ ...values, booking_slot: slot, booking_date: slotDate(days, slot) })
          }
        />
      )
    }

  return (
    <FormPage
      title="Book a Test Drive"
      intro="Choose the location you'd like to visit and a time that suits you. We'll have the car ready and confirm your booking by phone or email."
      aside={<ContactAside shell={shell} contact={pages.contact} />}
    >
      <SiteLeadForm
        shell={shell}
        form="test-drive"
        subject={{ today: pages.today }}
        title="Your test drive"
        adjust={adjust}
        renderField={renderField}
      />
    </FormPage>
  )
}
