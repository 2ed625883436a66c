import { withoutInvisibles } from "../text";

/** What a verified review asks (issue 35 item 3): overall experience and four service scores, 1–5. */

export const SERVICE_SCORES = [
  { key: "costs", label: "Costs explained before treatment" },
  { key: "waiting", label: "Waiting and punctuality" },
  { key: "communication", label: "Communication and being listened to" },
  { key: "premises", label: "Premises and accessibility" },
] as const;
export type ServiceScoreKey = (typeof SERVICE_SCORES)[number]["key"];

export const OVERALL_LABEL = "Overall experience";

/** Every score is a whole number of stars. */
export const MIN_SCORE = 1;
export const MAX_SCORE = 5;

export const REVIEW_TEXT_MIN = 30;
export const REVIEW_TEXT_MAX = 5000;

/** A review's answers, as written. */
export interface ReviewAnswers extends Record<ServiceScoreKey, number> {
  overall: number;
  text: string;
}

/** "Aroha Ngata" → "Aroha N."; one name stays as it is. The only name a review is shown with. */
export function reviewAuthorName(fullName: string): string {
  // A name stored before the forms stripped invisible characters (D712) is signed without them.
  const parts = withoutInvisibles(fullName).trim().split(/\s+/u).filter(Boolean);
  if (parts.length === 0) return "Patient";
  const first = parts[0]!;
  if (parts.length === 1) return first;
  const last = parts[parts.length - 1]!;
  return `${first} ${Array.from(last)[0]!.toLocaleUpperCase("en-NZ")}.`;
}
