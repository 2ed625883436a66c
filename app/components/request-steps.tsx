import { nzDateTimeText } from "../../rules/nz-time";
import {
  ERASED_STEP,
  LOOKING_AGAIN_STEP,
  type PublicStatus,
  REQUEST_STEPS,
  type RequestStatusView,
  stepText,
  WITHDRAWN_STEP,
} from "../../rules/request-status";

type StepState = "done" | "current" | "upcoming";

const STATE_TEXT: Record<StepState, string> = { done: "Done", current: "Now", upcoming: "Still to come" };

/**
 * Where the request is, as a numbered list of steps: the ones reached (with when), the current one
 * marked, and those still to come. A withdrawn request ends at "Withdrawn"; a closed one whose
 * details were then erased ends at "Closed", then "Details erased".
 */
export function RequestSteps({ view }: { view: RequestStatusView }) {
  const reachedAt = new Map<PublicStatus, string>(view.timeline.map((t) => [t.status, t.at]));
  // A finished request shows only the steps it went through: one declined early was never confirmed.
  const ended = view.status === "closed" || view.status === "withdrawn";
  const final = REQUEST_STEPS.find((s) => s.status === "closed") ?? WITHDRAWN_STEP;
  const erasedAfterClosing = view.status === "withdrawn" && reachedAt.has("closed");
  const lookingAgain = view.status === "passed-to-practice" && view.lookingAgainSince !== null;
  const steps: readonly { status: PublicStatus; label: string; text: string; key?: string; at?: string }[] = ended
    ? [
        ...REQUEST_STEPS.filter((s) => s.status !== "closed" && reachedAt.has(s.status)),
        ...(erasedAfterClosing ? [final, ERASED_STEP] : [view.status === "withdrawn" ? WITHDRAWN_STEP : final]),
      ]
    : lookingAgain
      ? // After a decline or no answer the timeline moves on: "Passed to the practice" is done.
        REQUEST_STEPS.flatMap((s) =>
          s.status === "passed-to-practice"
            ? [s, { ...LOOKING_AGAIN_STEP, key: "looking-again", at: view.lookingAgainSince ?? undefined }]
            : [s],
        )
      : REQUEST_STEPS;
  const currentIndex = lookingAgain
    ? steps.findIndex((s) => s.key === "looking-again")
    : steps.findIndex((s) => s.status === view.status);

  return (
    <ol className="space-y-0">
      {steps.map((step, index) => {
        const state: StepState = index < currentIndex ? "done" : index === currentIndex ? "current" : "upcoming";
        const at = step.at ?? reachedAt.get(step.status);
        const last = index === steps.length - 1;
        return (
          <li
            key={step.key ?? step.status}
            className="relative flex gap-4 pb-6 last:pb-0"
            aria-current={state === "current" ? "step" : undefined}
          >
            {!last && (
              <span
                aria-hidden="true"
                className={`absolute top-9 bottom-0 left-[1.0625rem] w-0.5 ${index < currentIndex ? "bg-brand-600" : "bg-slate-200"}`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative flex h-9 w-9 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${
                state === "upcoming"
                  ? "border-slate-300 bg-white text-slate-600"
                  : state === "current"
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-brand-600 bg-brand-50 text-brand-800"
              }`}
            >
              {state === "done" ? "✓" : index + 1}
            </span>
            <div className="min-w-0 pt-1">
              <p className="font-bold text-ink">
                {step.label}
                <span className="sr-only"> ({STATE_TEXT[state]})</span>
                {state === "current" && (
                  <span
                    aria-hidden="true"
                    className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 align-middle text-xs font-semibold text-brand-900"
                  >
                    Now
                  </span>
                )}
              </p>
              {at && state !== "upcoming" && (
                <p className="text-sm text-slate-600">
                  <time dateTime={at}>{nzDateTimeText(at)}</time>
                </p>
              )}
              {state !== "done" && (
                <p className={`mt-1 text-sm ${state === "current" ? "text-slate-800" : "text-slate-600"}`}>
                  {step.key ? step.text : stepText(step, view)}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
