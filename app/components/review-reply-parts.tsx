import { Form, useNavigation } from "react-router";

import type { ReviewReplyView } from "../../rules/api/reviews-after";
import { REPLY_TEXT_MAX, REPLY_TEXT_MIN } from "../../rules/reviews/replies";

/*
 * A practice's reply to a review as the e-mailed reply link (app/routes/review-reply.tsx) and the
 * practice's account (app/routes/practice-reviews.tsx) both show it: the reply sent, or the form to
 * send the one reply, with the same guidance. Both post to the same server function.
 */

const REPLY_STATE: Record<NonNullable<ReviewReplyView["reply"]>["status"], string> = {
  pending: "Your reply is with a moderator. We will e-mail you when it is published.",
  held: "Your reply is with a moderator. We will e-mail you when it is published.",
  published: "Your reply is published under the review.",
  rejected: "A moderator did not publish your reply.",
};

type Level = "h2" | "h3";

/** What a reply may say: before the one form, or once above a page of them. */
export function ReplyGuidance() {
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
      <li>Answer what the patient said about the service: thank them, explain, or invite them to call you.</li>
      <li>
        Say nothing about their treatment, health or records, not even to correct them: in public that confirms what
        they were seen for, so a reply that does is refused.
      </li>
      <li>A moderator reads your reply before it is shown. You can reply only once.</li>
    </ul>
  );
}

export function SentReply({
  reply,
  id = "reply",
  level: Heading = "h2",
}: {
  reply: NonNullable<ReviewReplyView["reply"]>;
  id?: string;
  level?: Level;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="card p-5 sm:p-6">
      <Heading id={`${id}-heading`} className="text-lg font-bold">
        Your reply
      </Heading>
      <p role="status" className="mt-2 rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-slate-900">
        {REPLY_STATE[reply.status]}
        {reply.status === "rejected" && reply.reason ? ` The reason: ${reply.reason}.` : ""}
      </p>
      <p className="mt-3 whitespace-pre-line text-ink [overflow-wrap:anywhere]">
        <bdi>{reply.text}</bdi>
      </p>
    </section>
  );
}

export function ReplyForm({
  error,
  value,
  id = "reply",
  level: Heading = "h2",
  reviewId,
  guidance = true,
  title = "Reply once",
}: {
  error?: string;
  value?: string;
  /** Prefix of the form's ids: unique on a page with several forms. */
  id?: string;
  level?: Level;
  /** Which review the form answers, posted with it, on a page that lists several (the account's). */
  reviewId?: string;
  /** False where the page gives the guidance once for every form. */
  guidance?: boolean;
  /** The form's heading: on a page of several, which review it answers. */
  title?: string;
}) {
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" && (reviewId === undefined || navigation.formData?.get("reviewId") === reviewId);
  return (
    <section aria-labelledby={`${id}-heading`} className="card p-5 sm:p-6">
      <Heading id={`${id}-heading`} className="text-lg font-bold">
        {title}
      </Heading>
      {guidance && <ReplyGuidance />}
      <Form method="post" preventScrollReset className="mt-4 space-y-3">
        {reviewId !== undefined && <input type="hidden" name="reviewId" value={reviewId} />}
        <div>
          <label htmlFor={`${id}-text`} className="field-label">
            Your reply ({REPLY_TEXT_MIN}–{REPLY_TEXT_MAX.toLocaleString("en-NZ")} characters)
          </label>
          <textarea
            id={`${id}-text`}
            name="text"
            rows={6}
            required
            minLength={REPLY_TEXT_MIN}
            maxLength={REPLY_TEXT_MAX}
            defaultValue={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-text-error` : undefined}
            className={error ? "field-input border-red-700 ring-1 ring-red-700" : "field-input"}
          />
          {error && (
            <p id={`${id}-text-error`} className="pt-1 text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="btn-primary" aria-disabled={submitting || undefined}>
          {submitting ? "Sending…" : "Send the reply to a moderator"}
        </button>
      </Form>
    </section>
  );
}
