import { Form } from "react-router";

import { Notice } from "./notice";
import type { HeldContactChangeView } from "../../rules/api/contact-changes";

// Where health details go (issue 48 item 9): a change of the booking address, phone or website made
// by someone other than an owner waits for an owner. The listing page shows it to everyone who edits
// the listing, with the owners' button to confirm it (a plain form: no JavaScript needed).

export interface ContactChangesData {
  held: HeldContactChangeView[];
  canConfirm: boolean;
}

export const HELD_INTRO = "Waiting for an owner to confirm";

export function HeldContactChanges({ contact }: { contact: ContactChangesData }) {
  if (contact.held.length === 0) return null;
  return (
    <section aria-labelledby="held-heading" className="card border-amber-300 p-5 sm:p-6">
      <h2 id="held-heading" className="text-lg font-bold">
        {HELD_INTRO}
      </h2>
      <p className="mt-1 text-slate-800">
        Where booking requests and patients&rsquo; contact go changes only when an owner confirms. Until then the
        listing keeps the details below on the left.
      </p>
      {contact.held.map((change) => (
        <div key={change.id} className="mt-3 space-y-2">
          <ul className="list-disc space-y-1 pl-5 break-words text-slate-900">
            {change.changes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="text-sm break-words text-slate-700">Asked for by {change.requestedByEmail}.</p>
          {contact.canConfirm && (
            <Form method="post">
              <input type="hidden" name="intent" value="contact-confirm" />
              <input type="hidden" name="id" value={change.id} />
              <button type="submit" className="btn-primary w-full sm:w-auto">
                Confirm this change
              </button>
            </Form>
          )}
        </div>
      ))}
    </section>
  );
}

/** What an owner's "Confirm this change" did. */
export function ContactConfirmOutcome({ outcome }: { outcome: "done" | "gone" | "missing" }) {
  if (outcome === "done")
    return (
      <Notice tone="status">
        Confirmed: the change is live. The other owners and the previous booking address have been told.
      </Notice>
    );
  return (
    <Notice tone="alert">
      {outcome === "gone"
        ? "That change is no longer waiting: it was confirmed, replaced by a later one, or has expired."
        : "Only an owner of the practice can confirm that change."}
    </Notice>
  );
}
