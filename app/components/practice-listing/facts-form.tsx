import { Form } from "react-router";

import { CheckField, CheckGroup, type FieldNotes, nowIf, TextField } from "../practice-listing-fields";
import type { PracticeListingView } from "../../../rules/api/practice-listing";
import { weekdayLabel } from "../../../rules/listings/hours";
import { WEEKDAYS } from "../../../rules/listings/types";
import { dayText, hoursField, valueText } from "../../../rules/practice-listing";

/*
 * The practice listing page's form for the practice's own facts (app/routes/practice-listing.tsx):
 * name, address, contact details, opening hours, languages and access.
 */

export function FactsForm({
  listing,
  values,
  errors,
  conflict,
}: {
  listing: PracticeListingView;
  /** The typed values, when a save was refused. */
  values: Record<string, string> | undefined;
  errors: Record<string, string>;
  /** What is saved now, when someone else saved after the form was read. */
  conflict: PracticeListingView | undefined;
}) {
  const p = listing.practice;
  const current = conflict ?? listing;
  const saved: Record<string, string> = {
    name: current.practice.name,
    address: current.practice.address,
    phone: current.practice.phone,
    email: current.practice.email,
    website: current.practice.website,
    bookingEmail: current.practice.bookingEmail,
    languages: current.practice.languages.join(", "),
    ...Object.fromEntries(WEEKDAYS.map((d) => [hoursField(d), dayText(current.practice.openingHours[d])])),
  };
  const shown = (name: string) => values?.[name] ?? saved[name] ?? "";
  const pending = listing.pending.find((c) => c.subject === "practice");
  const notes = (name: string): FieldNotes => ({
    error: errors[name],
    now: nowIf(conflict, values?.[name], saved[name] ?? ""),
    pending: pending && name in pending.after ? valueText(name, pending.after[name]) : undefined,
  });
  const access = values
    ? (name: string) => values[name] === "on"
    : (name: string) => p.access[name as keyof typeof p.access];
  return (
    <section aria-labelledby="facts-heading" className="card p-5 sm:p-6">
      <h2 id="facts-heading" className="text-lg font-bold">
        The practice
      </h2>
      <Form method="post" className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="facts" />
        <input type="hidden" name="version" value={current.version} />
        <TextField
          id="facts-name"
          name="name"
          label="Practice name"
          value={shown("name")}
          notes={notes("name")}
          maxLength={200}
        />
        <TextField
          id="facts-address"
          name="address"
          label="Street address"
          value={shown("address")}
          notes={notes("address")}
        />
        <TextField
          id="facts-phone"
          name="phone"
          type="tel"
          label="Phone"
          value={shown("phone")}
          notes={notes("phone")}
          maxLength={40}
        />
        <TextField
          id="facts-email"
          name="email"
          type="email"
          label="E-mail"
          value={shown("email")}
          notes={notes("email")}
          maxLength={254}
        />
        <TextField
          id="facts-website"
          name="website"
          type="url"
          label="Website"
          value={shown("website")}
          notes={notes("website")}
          maxLength={2048}
        />
        <TextField
          id="facts-booking-email"
          name="bookingEmail"
          type="email"
          label="Booking requests go to"
          hint="The address our booking requests are e-mailed to."
          value={shown("bookingEmail")}
          notes={notes("bookingEmail")}
          maxLength={254}
        />
        <TextField
          id="facts-languages"
          name="languages"
          label="Languages spoken"
          hint="Separated by commas, e.g. English, Te reo Māori, Samoan."
          value={shown("languages")}
          notes={notes("languages")}
        />
        <fieldset className="space-y-3">
          <legend className="field-label">Opening hours</legend>
          <p id="hours-hint" className="text-sm text-slate-700">
            Each day&apos;s times, e.g. 08:30–17:00, or 08:30–12:30, 13:30–17:00. Leave a day empty when closed.
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            {WEEKDAYS.map((day) => (
              <TextField
                key={day}
                id={`facts-hours-${day}`}
                name={hoursField(day)}
                label={weekdayLabel(day)}
                value={shown(hoursField(day))}
                notes={notes(hoursField(day))}
                required={false}
                maxLength={100}
              />
            ))}
          </div>
        </fieldset>
        <CheckGroup id="facts-access" legend="Access" notes={{ error: errors.access }}>
          <CheckField
            id="facts-wheelchair"
            name="wheelchair"
            label="Wheelchair access"
            checked={access("wheelchair")}
          />
          <CheckField
            id="facts-parking"
            name="accessibleParking"
            label="Accessible parking"
            checked={access("accessibleParking")}
          />
          <CheckField id="facts-loop" name="hearingLoop" label="Hearing loop" checked={access("hearingLoop")} />
        </CheckGroup>
        <button id="facts-save" type="submit" className="btn-primary">
          Save the practice&apos;s details
        </button>
      </Form>
    </section>
  );
}
