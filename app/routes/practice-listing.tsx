import { data, Link, redirect, useActionData, useLoaderData } from "react-router";

import type { Route } from "./+types/practice-listing";
import { NewPatientsForm } from "../components/new-patients-form";
import { NotAllowed, PracticeShell, signedInOrRedirect } from "../components/practice-account-shell";
import { PracticeClosures } from "../components/practice-closures";
import { ConfirmDetails, ConfirmLink, dateText } from "../components/practice-listing/confirmation";
import { FactsForm } from "../components/practice-listing/facts-form";
import { NewPractitionerForm, PractitionerForm } from "../components/practice-listing/practitioner-forms";
import { SITE } from "../content/site";
import type { PracticeListingSave, PracticeListingView } from "../../rules/api/practice-listing";
import { paths } from "../../rules/paths";
import { practicePaths } from "../../rules/private-paths";
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
      <FactsForm listing={listing} {...postedFor(posted, "facts")} />
      <PracticeClosures listing={listing} today={listing.today} {...closurePosted(posted)} />
      <NewPatientsForm listing={listing} {...postedFor(posted, "new-patients")} />
      {listing.practitioners.map((p) => (
        <PractitionerForm key={p.id} listing={listing} id={p.id} {...postedFor(posted, `practitioner:${p.id}`)} />
      ))}
      <NewPractitionerForm listing={listing} {...postedFor(posted, "new-practitioner")} />
    </PracticeShell>
  );
}
