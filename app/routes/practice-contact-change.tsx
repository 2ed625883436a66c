import { data, Form, useActionData, useLoaderData } from "react-router";

import type { Route } from "./+types/practice-contact-change";
import { PageHeader } from "../components/page-header";
import { SITE } from "../content/site";
import type { ContactLinkState } from "../../rules/api/contact-changes";

// The e-mailed link of a change of where a practice's health details go (issue 48 item 9): confirm
// a change waiting for an owner, or undo one that is live. Opening it changes nothing (mail scanners
// open links too): its one button does, once. A plain form: no JavaScript needed.
export const meta: Route.MetaFunction = () => [
  { title: `Where booking requests go | ${SITE.name}` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

const STATUS: Record<ContactLinkState["kind"], number> = { missing: 404, gone: 410, ready: 200, done: 200 };

export async function loader({ params, context }: Route.LoaderArgs) {
  const state = await context.practiceAccount.contactChangeLink(params.token);
  return data(state, { status: STATUS[state.kind] });
}

export async function action({ params, context }: Route.ActionArgs) {
  const state = await context.practiceAccount.useContactChangeLink(params.token);
  return data(state, { status: STATUS[state.kind] });
}

const WORDS = {
  confirm: {
    ready: "Confirm this change",
    lead: "Someone in your practice asked for this change. Nothing changes until an owner confirms it.",
    button: "Confirm the change",
    done: "Confirmed: the change is live. The other owners and the previous booking address have been told.",
  },
  undo: {
    ready: "Undo this change",
    lead: "This change is live. Undoing it puts the previous details back.",
    button: "Undo the change",
    done: "Undone: the previous details are back on the listing.",
  },
} as const;

export default function PracticeContactChange() {
  const loaded = useLoaderData<typeof loader>();
  const pressed = useActionData<typeof action>();
  const state = pressed ?? loaded;
  if (state.kind === "missing" || state.kind === "gone") {
    return (
      <>
        <PageHeader title={state.kind === "missing" ? "This link is not one of ours" : "This link no longer works"} />
        <div className="container-page max-w-xl space-y-4 pb-14">
          <p className="text-lg text-slate-800">
            {state.kind === "missing"
              ? "Check that the whole address from the e-mail was copied."
              : "It has been used, it has expired, or the details have changed again since. Nothing was changed. Sign in to your practice's account to see the listing as it is now."}
          </p>
        </div>
      </>
    );
  }
  const words = WORDS[state.action];
  return (
    <>
      <PageHeader title={state.kind === "done" ? words.done.split(":")[0]! : words.ready} lead={state.practiceName} />
      <div className="container-page max-w-xl pb-14">
        <div className="card space-y-3 p-5 sm:p-6">
          <ul className="list-disc space-y-1 pl-5 break-words">
            {state.changes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {state.kind === "done" ? (
            <p role="status" className="font-medium text-slate-900">
              {words.done}
            </p>
          ) : (
            <Form method="post" reloadDocument className="space-y-3">
              <p>{words.lead}</p>
              <button type="submit" className="btn-primary w-full sm:w-auto">
                {words.button}
              </button>
            </Form>
          )}
        </div>
      </div>
    </>
  );
}
