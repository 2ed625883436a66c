import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";

import type { Route } from "./+types/practice-listing";
import { PageHeader } from "../components/page-header";
import { NewPatientsForm } from "../components/new-patients-form";
import { NotAllowed, PracticeShell, signedInOrRedirect } from "../components/practice-account-shell";
import { PracticeClosures } from "../components/practice-closures";
import { CheckField, CheckGroup, type FieldNotes, TextField } from "../components/practice-listing-fields";
import { SITE } from "../content/site";
import type { ConfirmLinkState, PracticeListingSave, PracticeListingView } from "../../rules/api/practice-listing";
import { CONFIRM_EVERY_DAYS, CONFIRM_GRACE_DAYS } from "../../rules/listings/confirmation";
import { weekdayLabel } from "../../rules/listings/hours";
import { SERVICE_NAMES } from "../../rules/listings/services";
import { WEEKDAYS } from "../../rules/listings/types";
import { paths } from "../../rules/paths";
import { practicePaths } from "../../rules/private-paths";
import { dayText, hoursField, PENDING_LABEL, valueText } from "../../rules/practice-listing";
import { Notice } from "../components/notice";
import {
  ContactConfirmOutcome,
  type ContactChangesData,
  HELD_INTRO,
  HeldContactChanges,
} from "../components/practice-contact-changes";

// The practice keeps its own listing true (issue 36 item 4): owners and managers change the facts
// that publish at once, and ask for the changes our team checks first. Plain forms: no JavaScript needed.
export const meta: Route.MetaFunction = () => [
  { title: `Your listing | ${SITE.name}` },
  { name: "robots", content: "noindex, nofollow" },
  // The e-mailed confirm link carries its token in the address.
  { name: "referrer", content: "no-referrer" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  // The e-mailed "These details are right" link (?confirm=): its button, signed in or not. A GET
  // confirms nothing, so a mail scanner opening the link does not either.
  const confirm = new URL(request.url).searchParams.get("confirm");
  if (confirm !== null) {
    const state = await context.practiceAccount.confirmLinkState(confirm);
    return state.kind === "missing"
      ? data({ kind: "confirm-link" as const, state, token: "" }, { status: 404 })
      : { kind: "confirm-link" as const, state, token: confirm };
  }
  const [page, contact] = await Promise.all([
    context.practiceAccount.listingPage(request),
    context.practiceAccount.heldContactChanges(request),
  ]);
  const held = contact.kind === "ok" ? { held: contact.held, canConfirm: contact.canConfirm } : NO_HELD;
  return signedInOrRedirect(page.kind === "ok" ? { ...page, contact: held } : page);
}

const NO_HELD: ContactChangesData = { held: [], canConfirm: false };

const STATUS: Record<PracticeListingSave["kind"], number> = {
  saved: 200,
  invalid: 400,
  conflict: 409,
  missing: 404,
  confirmed: 200,
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "confirm-link") {
    const state = await context.practiceAccount.confirmByLink(String(form.get("token") ?? ""));
    return data(
      { kind: "confirm-link" as const, state, form: "confirm-link" },
      { status: state.kind === "missing" ? 404 : 200 },
    );
  }
  if (form.get("intent") === "contact-confirm") {
    const confirmed = await context.practiceAccount.confirmContactChange(request, String(form.get("id") ?? ""));
    if (confirmed.kind !== "ok") return redirect(paths.practiceSignIn());
    const status = { done: 200, gone: 410, missing: 404 }[confirmed.outcome];
    return data({ kind: "contact-confirm" as const, outcome: confirmed.outcome, form: "" }, { status });
  }
  const values: Record<string, string> = {};
  // A checkbox group (services) sends its key once per ticked box: one value a line.
  for (const key of new Set(form.keys())) {
    values[key] = form
      .getAll(key)
      .filter((v): v is string => typeof v === "string")
      .join("\n");
  }
  const saved = await context.practiceAccount.saveListing(request, values);
  if (saved.kind === "signed-out") return redirect(paths.practiceSignIn());
  if (saved.kind !== "ok") {
    const message = saved.kind === "forbidden" ? saved.message : "You are no longer in this practice's account.";
    return data({ kind: "forbidden" as const, message, form: "" }, { status: 403 });
  }
  const formId = values.intent === "practitioner" ? `practitioner:${values.id ?? ""}` : (values.intent ?? "facts");
  return data({ ...saved.result, form: formId }, { status: STATUS[saved.result.kind] });
}

type Posted = ReturnType<typeof useActionData<typeof action>>;

/** The posted answer for one form, with the values to show in it (typed, when refused). */
function postedFor(
  posted: Posted,
  formId: string,
): {
  values: Record<string, string> | undefined;
  errors: Record<string, string>;
  conflict: PracticeListingView | undefined;
} {
  if (!posted || posted.form !== formId) return { values: undefined, errors: {}, conflict: undefined };
  if (posted.kind === "invalid") return { values: posted.values, errors: posted.errors, conflict: undefined };
  if (posted.kind === "conflict") return { values: posted.values, errors: {}, conflict: posted.current };
  return { values: undefined, errors: {}, conflict: undefined };
}

/** What was typed and refused in the closures' forms (either: the add's fields or the removal's problem). */
function closurePosted(posted: Posted) {
  const add = postedFor(posted, "closure-add");
  const remove = postedFor(posted, "closure-remove");
  return { values: add.values, errors: { ...remove.errors, ...add.errors } };
}

function Outcome({ posted }: { posted: Posted }) {
  if (!posted || posted.kind === "confirm-link") return null;
  if (posted.kind === "contact-confirm") return <ContactConfirmOutcome outcome={posted.outcome} />;
  if (posted.kind === "confirmed") {
    return (
      <Notice tone="status">
        Thank you: your listing now says &ldquo;Details checked&rdquo; {dateText(posted.on)}.
      </Notice>
    );
  }
  if (posted.kind === "saved") {
    return (
      <Notice tone="status" as="div">
        {posted.applied.length > 0 && <p>Saved and published: {posted.applied.join(", ")}.</p>}
        {posted.pending.length > 0 && (
          <p>Sent to our team to check: {posted.pending.join(", ")}. We will e-mail you when it is done.</p>
        )}
        {posted.held?.length ? (
          <p>
            {HELD_INTRO}: {posted.held.join(", ")}. We e-mailed the owners and the current booking address; nothing
            changes until an owner confirms.
          </p>
        ) : null}
        {posted.applied.length + posted.pending.length + (posted.held?.length ?? 0) === 0 && (
          <p>Nothing had changed: nothing was saved.</p>
        )}
      </Notice>
    );
  }
  const message =
    posted.kind === "invalid"
      ? "Some fields need changing before this can be saved: see the messages below."
      : posted.kind === "conflict"
        ? "Someone else saved this listing after you opened it, so nothing was saved. Your values are still in the form, with what is saved now beside each field that differs. Save again to keep yours."
        : posted.kind === "missing"
          ? "That listing is not part of your practice."
          : posted.message;
  return <Notice tone="alert">{message}</Notice>;
}

/** "1 September 2026", from "2026-09-01" (a calendar date, read at noon UTC so no zone moves it). */
const dateText = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString("en-NZ", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** The e-mailed confirm link's page: the button, what it did, or a link that is not ours. */
function ConfirmLink({ state, token }: { state: ConfirmLinkState; token: string }) {
  if (state.kind === "missing") {
    return (
      <>
        <PageHeader title="This link does not confirm a listing" />
        <div className="container-page max-w-xl space-y-4 pb-14">
          <p className="text-lg text-slate-800">
            Check that the whole address from the e-mail was copied, or sign in and confirm on your listing page.
          </p>
          <p>
            <Link to={paths.practiceSignIn()} className="btn-primary">
              Practice sign in
            </Link>
          </p>
        </div>
      </>
    );
  }
  if (state.kind === "confirmed") {
    return (
      <>
        <PageHeader title="Details confirmed" />
        <div className="container-page max-w-xl space-y-4 pb-14">
          <p role="status" className="text-lg text-slate-800">
            Thank you. {state.practiceName}&rsquo;s listing says &ldquo;Details checked&rdquo;{" "}
            {dateText(state.checkedOn)}.
          </p>
          <p className="text-slate-800">
            Something to change?{" "}
            <Link to={practicePaths.listing()} className="font-semibold text-brand-800 underline">
              Sign in and edit your listing
            </Link>
            .
          </p>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Are these details right?"
        lead={`${state.practiceName}'s listing, as our e-mail showed it. Last confirmed ${dateText(state.checkedOn)}.`}
      />
      <div className="container-page max-w-xl space-y-4 pb-14">
        <Form method="post">
          <input type="hidden" name="intent" value="confirm-link" />
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="btn-primary">
            These details are right
          </button>
        </Form>
        <p className="text-slate-800">
          Something has changed?{" "}
          <Link to={practicePaths.listing()} className="font-semibold text-brand-800 underline">
            Sign in and edit your listing
          </Link>{" "}
          instead.
        </p>
      </div>
    </>
  );
}

/** The last confirmation and a button to confirm again now (owners and managers see this page). */
function ConfirmDetails({ confirmation }: { confirmation: PracticeListingView["confirmation"] }) {
  if (!confirmation) return null;
  return (
    <section aria-labelledby="confirm-heading" className="card p-5 sm:p-6">
      <h2 id="confirm-heading" className="text-lg font-bold">
        Are your details right?
      </h2>
      <p className="mt-1 text-slate-800">
        Last confirmed {dateText(confirmation.checkedOn)}. We e-mail your owners and managers to confirm every{" "}
        {CONFIRM_EVERY_DAYS} days (next: {dateText(confirmation.due)}); {CONFIRM_GRACE_DAYS} days after that,
        unconfirmed, your listing says &ldquo;Details not confirmed since&rdquo; and shows after confirmed ones. Saving
        a change confirms too.
      </p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="confirm" />
        <button type="submit" className="btn-primary">
          These details are right
        </button>
      </Form>
    </section>
  );
}

export default function PracticeListing() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  if (posted?.kind === "confirm-link") return <ConfirmLink state={posted.state} token="" />;
  if (loaded.kind === "confirm-link") return <ConfirmLink state={loaded.state} token={loaded.token} />;
  if (loaded.kind !== "ok") return <NotAllowed result={loaded} />;
  const { me, listing, contact } = loaded;
  return (
    <PracticeShell me={me} title="Your listing">
      <Outcome posted={posted} />
      <p className="text-slate-800">
        {listing.draft
          ? "Your listing is not public yet: changes apply at once, and our team checks everything before it is published."
          : "Opening hours, services, languages, access and contact details publish as soon as you save; a change of the booking address, phone or website waits for an owner unless an owner makes it. A new practitioner, a change of a practitioner's name, registration number or specialist title, and the practice's name and address are checked by our team first."}{" "}
        <Link to={practicePaths.listingHistory()} className="font-semibold text-brand-800 underline">
          See every change made
        </Link>
      </p>
      <HeldContactChanges contact={contact} />
      <ConfirmDetails confirmation={listing.confirmation} />
      <FactsForm listing={listing} posted={posted} />
      <PracticeClosures listing={listing} today={listing.today} {...closurePosted(posted)} />
      <NewPatientsForm listing={listing} {...postedFor(posted, "new-patients")} />
      {listing.practitioners.map((p) => (
        <PractitionerForm key={p.id} listing={listing} id={p.id} posted={posted} />
      ))}
      <NewPractitionerForm listing={listing} posted={posted} />
    </PracticeShell>
  );
}

/** What is saved now, shown beside a typed value that differs (a conflict). */
const nowIf = (conflict: unknown, typed: string | undefined, saved: string) =>
  conflict && typed !== undefined && typed.trim() !== saved ? saved : undefined;

function FactsForm({ listing, posted }: { listing: PracticeListingView; posted: Posted }) {
  const { values, errors, conflict } = postedFor(posted, "facts");
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

function PractitionerForm({ listing, id, posted }: { listing: PracticeListingView; id: string; posted: Posted }) {
  const formId = `practitioner:${id}`;
  const { values, errors, conflict } = postedFor(posted, formId);
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

function NewPractitionerForm({ listing, posted }: { listing: PracticeListingView; posted: Posted }) {
  const { values, errors } = postedFor(posted, "new-practitioner");
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
