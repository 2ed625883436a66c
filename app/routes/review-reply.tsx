import { data, isRouteErrorResponse, useActionData, useLoaderData } from "react-router";

import type { Route } from "./+types/review-reply";
import { PageHeader } from "../components/page-header";
import { ReviewQuote } from "../components/review-quote";
import { ReplyForm, SentReply } from "../components/review-reply-parts";
import { SITE } from "../content/site";
import { MessagePage } from "../components/message-page";
import { Notice } from "../components/notice";

// A practice's private link to reply once to a published review of it (issue 35 item 5): rendered
// on the server for each request, never cached or indexed, its address never sent as a Referer.
export const meta: Route.MetaFunction = () => [
  { title: `Reply to a review | ${SITE.name}` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await context.reviewReplies.page(params.token);
  if (found.kind === "missing") return data(found, { status: 404 });
  if (found.kind === "gone") return data(found, { status: 410 });
  return found;
}

const STATUS = { sent: 200, invalid: 400, refused: 409, missing: 404, gone: 410 } as const;

export async function action({ params, context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const text = form.get("text");
  const result = await context.reviewReplies.submit(params.token, { text: typeof text === "string" ? text : "" });
  return data(result, { status: STATUS[result.kind] });
}

export default function ReviewReplyPage() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  if (loaded.kind === "missing" || answered?.kind === "missing") {
    return (
      <MessagePage
        title="This link does not open a review"
        text="Check that the whole address from the e-mail was copied."
      />
    );
  }
  if (loaded.kind === "gone" || answered?.kind === "gone") {
    return (
      <MessagePage
        title="This review is no longer shown"
        text="It was hidden or taken down after a report, so it cannot be replied to."
      />
    );
  }
  const view = answered && "view" in answered ? answered.view : loaded.view;
  return (
    <>
      <PageHeader title="Reply to a review" lead={`A patient's verified review of ${view.review.practiceName}.`} />
      <div className="container-page max-w-3xl space-y-5 pb-14">
        {answered?.kind === "refused" && <Notice tone="alert">{answered.message}</Notice>}
        {answered?.kind === "invalid" && <Notice tone="alert">Your reply was not sent: please check it below.</Notice>}
        <ReviewQuote review={view.review} />
        {view.reply ? (
          <SentReply reply={view.reply} />
        ) : (
          <ReplyForm
            error={answered?.kind === "invalid" ? answered.errors.text : undefined}
            value={answered?.kind === "invalid" ? answered.values.text : undefined}
          />
        )}
        <p className="text-sm text-slate-600">
          This page is for your practice only. Questions? Call us on {SITE.phone}.
        </p>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 400) {
    return <MessagePage title="That reply could not be read" text="Please go back, reload the page and try again." />;
  }
  throw error;
}
