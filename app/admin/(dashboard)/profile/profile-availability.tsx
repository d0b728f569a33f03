'use client';

import { useState } from 'react';
import { Section, type SectionProps } from './profile-sections';
import { Field, InputField } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { AVAILABILITY_OPTIONS, DATED_STATUSES, PROFILE_LIMITS as L, type AvailabilityStatus } from '@/lib/profile/vocabulary';

/** How available the owner is, shown in the hero and beside the contact form, and a page to book a call. */
export function AvailabilitySection(props: SectionProps) {
  const status = props.fields.initial('availability', props.profile?.availability.status ?? 'hidden') as AvailabilityStatus;
  // A new key when the stored or echoed status changes, so the date field follows it.
  return <AvailabilityFields key={status} {...props} initialStatus={status} />;
}

function AvailabilityFields({ fields: { field }, profile, initialStatus }: SectionProps & { initialStatus: AvailabilityStatus }) {
  const [status, setStatus] = useState(initialStatus);
  const availability = field('availability', 'Availability');
  return (
    <Section title="Availability and booking">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={availability.id} label={availability.label} errors={availability.errors}>
          {(control) => (
            <Select {...control} name="availability" defaultValue={initialStatus} onChange={(event) => setStatus(event.target.value as AvailabilityStatus)}>
              {AVAILABILITY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {/* Only limited and booked take a date; a disabled field is not sent, so the others store none. */}
        <InputField
          {...field('availabilityDate', 'Date', profile?.availability.date)}
          type="date"
          min="2000-01-01"
          max="2100-12-31"
          disabled={!DATED_STATUSES.includes(status)}
          isRequired={DATED_STATUSES.includes(status)}
          hint={'Limited from, or booked until, this day. Once a "booked until" day has passed, the site shows you as available.'}
        />
      </div>
      <InputField
        {...field('availabilityNote', 'Availability note', profile?.availability.note)}
        maxLength={L.availabilityNote}
        placeholder="Open to WordPress retainers"
        hint="Shown after the status. Leave empty for none."
      />
      <InputField
        {...field('bookingUrl', 'Booking page', profile?.bookingUrl)}
        type="url"
        inputMode="url"
        placeholder="https://cal.com/you/intro"
        hint="Where visitors book a call. Cal.com and Calendly pages open inside the site when a visitor asks (nothing loads from them before); any other https page opens in a new tab."
      />
    </Section>
  );
}
