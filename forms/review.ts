import { z } from "zod";

import { isParagraphs, plainLineBreaks } from "../rules/text";
import {
  MAX_SCORE,
  MIN_SCORE,
  OVERALL_LABEL,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  type ReviewAnswers,
  SERVICE_SCORES,
} from "../rules/reviews/scores";
import { type FieldErrors, fieldErrors } from "./field-errors";
import { PARAGRAPHS_MESSAGE } from "./fields";

/**
 * The review form (issue 35 item 3), once: its fields in order, their labels and messages, and the
 * schema the server checks a posted review with (the page renders from the same list). Not a form
 * of the form service (forms/specs.ts): a review is written through its private link, not posted
 * to "/", and is never a submission.
 */

type ScoreField = "overall" | (typeof SERVICE_SCORES)[number]["key"];

interface ScoreFieldSpec {
  name: ScoreField;
  label: string;
  required: string;
}

/** The five star questions, in the form's order: overall first, then the four service scores. */
export const REVIEW_SCORE_FIELDS: readonly ScoreFieldSpec[] = [
  { name: "overall", label: OVERALL_LABEL, required: "Please choose from 1 to 5 stars for your overall experience." },
  ...SERVICE_SCORES.map((score) => ({
    name: score.key,
    label: score.label,
    required: `Please choose from 1 to 5 stars for “${score.label.toLowerCase()}”.`,
  })),
];

export const REVIEW_TEXT_FIELD = {
  name: "text",
  label: "Your review",
  required: `Please write at least ${REVIEW_TEXT_MIN} characters about your visit.`,
} as const;

/** The star values, best last, with the words a screen reader and a plain form read. */
export const STAR_OPTIONS = [1, 2, 3, 4, 5].map((stars) => ({
  value: String(stars),
  label: `${stars} star${stars === 1 ? "" : "s"}`,
  meaning: ["Very poor", "Poor", "Fair", "Good", "Excellent"][stars - 1]!,
}));

const score = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .regex(/^[1-5]$/, { error: required })
    .transform(Number)
    .pipe(z.number().int().min(MIN_SCORE).max(MAX_SCORE));

/** Counted as a reader would count them: characters, not UTF-16 units. */
const length = (value: string) => Array.from(value).length;

const reviewSchema = z.object({
  overall: score(REVIEW_SCORE_FIELDS[0]!.required),
  costs: score(REVIEW_SCORE_FIELDS[1]!.required),
  waiting: score(REVIEW_SCORE_FIELDS[2]!.required),
  communication: score(REVIEW_SCORE_FIELDS[3]!.required),
  premises: score(REVIEW_SCORE_FIELDS[4]!.required),
  text: z
    .string({ error: REVIEW_TEXT_FIELD.required })
    .trim()
    .overwrite(plainLineBreaks)
    .refine(isParagraphs, { error: PARAGRAPHS_MESSAGE })
    .refine((v) => length(v) >= REVIEW_TEXT_MIN, {
      error: (issue) =>
        length(String(issue.input ?? "")) === 0
          ? REVIEW_TEXT_FIELD.required
          : `Please write at least ${REVIEW_TEXT_MIN} characters (you have ${length(String(issue.input ?? "").trim())}).`,
    })
    .refine((v) => length(v) <= REVIEW_TEXT_MAX, {
      error: `Please keep your review under ${REVIEW_TEXT_MAX.toLocaleString("en-NZ")} characters.`,
    }),
});

/** A posted review (url-encoded values), checked: the answers, or each field's first problem. */
export function parseReview(
  values: Record<string, string>,
): { ok: true; answers: ReviewAnswers } | { ok: false; errors: FieldErrors } {
  const parsed = reviewSchema.safeParse(values);
  if (parsed.success) return { ok: true, answers: parsed.data };
  return { ok: false, errors: fieldErrors(parsed.error) };
}
