import { Form } from "react-router";

import { CheckField, CheckGroup, type FieldNotes, nowIf, TextField } from "../practice-listing-fields";
import type { PracticeListingView } from "../../../rules/api/practice-listing";
import { SERVICE_NAMES } from "../../../rules/listings/services";
import { PENDING_LABEL, valueText } from "../../../rules/practice-listing";

/*
 * The practice listing page's forms for its practitioners (app/routes/practice-listing.tsx): one
 * practitioner's details, and a new dentist to add.
 */

export function PractitionerForm({
  listing,
  id,
  values,
  errors,
  conflict,
}: {
  listing: PracticeListingView;
  id: string;
  /** The typed values, when a save of this practitioner was refused. */
  values: Record<string, string> | undefined;
  errors: Record<string, string>;
  /** What is saved now, when someone else saved after the form was read. */
  conflict: PracticeListingView | undefined;
}) {
  const current =
    (conflict ?? listing).practitioners.find((p) => p.id === id) ?? listing.practitioners.find((p) => p.id === id)!;
  const saved: Record<string, string> = {
    name: current.name,
    registrationNumber: current.registrationNumber,
    specialties: current.specialties.join(", "),
    services: current.services.join("\n"),
  };
  const shown = (name: string) => values?.[name] ?? saved[name] ?? "";
  const pending = listing.pending.find((c) => c.subject === "practitioner" && c.listingId === id);
  const notes = (name: string): FieldNotes => ({
    error: errors[name],
    now: nowIf(conflict, values?.[name], saved[name] ?? ""),
    pending: pending && name in pending.after ? valueText(name, pending.after[name]) : undefined,
  });
  const services = new Set(shown("services").split("\n").filter(Boolean));
  const headingId = `practitioner-${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold">
        {current.name}
        {current.status === "draft" && (
          <span className="ml-2 text-sm font-normal text-slate-700">(not public yet)</span>
        )}
      </h2>
      <Form method="post" className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="practitioner" />
        <input type="hidden" name="kind" value={current.kind} />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="version" value={current.version} />
        <TextField
          id={`${id}-name`}
          name="name"
          label="Name"
          value={shown("name")}
          notes={notes("name")}
          maxLength={100}
        />
        <TextField
          id={`${id}-registration`}
          name="registrationNumber"
          label="Dental Council registration number"
          value={shown("registrationNumber")}
          notes={notes("registrationNumber")}
          maxLength={6}
        />
        <TextField
          id={`${id}-specialties`}
          name="specialties"
          label="Specialist title and special interests"
          hint="Separated by commas, e.g. Orthodontist, Anxious patients. Our team checks a change before it shows."
          value={shown("specialties")}
          notes={notes("specialties")}
          required={current.kind === "surgeon"}
        />
        {current.kind === "dentist" && (
          <>
            <CheckGroup id={`${id}-services`} legend="Services" notes={notes("services")}>
              {SERVICE_NAMES.map((service, i) => (
                <CheckField
                  key={service}
                  id={`${id}-service-${i}`}
                  name="services"
                  value={service}
                  label={service}
                  checked={services.has(service)}
                />
              ))}
            </CheckGroup>
          </>
        )}
        <button type="submit" className="btn-primary">
          Save {current.name}
        </button>
      </Form>
    </section>
  );
}

export function NewPractitionerForm({
  listing,
  values,
  errors,
}: {
  listing: PracticeListingView;
  /** The typed values, when the addition was refused. */
  values: Record<string, string> | undefined;
  errors: Record<string, string>;
}) {
  const waiting = listing.pending.filter((c) => c.subject === "new-practitioner");
  const shown = (name: string) => values?.[name] ?? "";
  const services = new Set(shown("services").split("\n").filter(Boolean));
  return (
    <section aria-labelledby="new-heading" className="card p-5 sm:p-6">
      <h2 id="new-heading" className="text-lg font-bold">
        Add a dentist
      </h2>
      {waiting.length > 0 && (
        <ul className="mt-2 space-y-1">
          {waiting.map((c) => (
            <li key={c.id}>
              <span className="rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900">{PENDING_LABEL}</span>{" "}
              {String(c.after.name ?? "")} (registration {String(c.after.registrationNumber ?? "")})
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="new-practitioner" />
        <TextField
          id="new-name"
          name="name"
          label="Name"
          hint="As on the Dental Council register, e.g. Dr Aroha Ngata."
          value={shown("name")}
          notes={{ error: errors.name }}
          maxLength={100}
        />
        <TextField
          id="new-registration"
          name="registrationNumber"
          label="Dental Council registration number"
          value={shown("registrationNumber")}
          notes={{ error: errors.registrationNumber }}
          maxLength={6}
        />
        <TextField
          id="new-specialties"
          name="specialties"
          label="Specialist title and special interests"
          hint="Separated by commas; leave empty for none."
          value={shown("specialties")}
          notes={{ error: errors.specialties }}
          required={false}
        />
        <TextField
          id="new-experience"
          name="experience"
          label="Experience"
          hint="e.g. 12 years"
          value={shown("experience")}
          notes={{ error: errors.experience }}
          maxLength={50}
        />
        <div>
          <label htmlFor="new-description" className="field-label">
            About them
          </label>
          <textarea
            id="new-description"
            name="description"
            rows={4}
            required
            maxLength={2000}
            defaultValue={shown("description")}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? "new-description-error" : undefined}
            className="field-input"
          />
          {errors.description && (
            <p id="new-description-error" className="pt-1 text-sm font-medium text-red-700">
              {errors.description}
            </p>
          )}
        </div>
        <CheckGroup id="new-services" legend="Services" notes={{ error: errors.services }}>
          {SERVICE_NAMES.map((service, i) => (
            <CheckField
              key={service}
              id={`new-service-${i}`}
              name="services"
              value={service}
              label={service}
              checked={services.has(service)}
            />
          ))}
        </CheckGroup>
        <button type="submit" className="btn-primary">
          {listing.draft ? "Add this dentist" : "Send to our team to check"}
        </button>
      </Form>
    </section>
  );
}
