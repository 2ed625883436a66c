import { addDays } from "../../rules/listings/closures";
import type { Closure } from "../../rules/listings/types";
import { closureSchema, fieldProblems } from "../../rules/listings/validate";

/*
 * A practice adds or removes a closure at its account (issue 37 item 2): the form's fields read
 * into the practice's new list of closures, checked with the listing's own closure rule
 * (rules/listings/validate.ts) and the account's: a closure that has already ended is not added,
 * one does not start more than a year ahead, and two do not overlap. The listing service writes
 * the list (published at once, in the listing's history).
 */

/** The form's fields, in the order the form shows them. */
const CLOSURE_FIELDS = ["from", "to", "reason", "coverName", "coverPhone"] as const;

type ClosuresChange = { ok: true; closures: Closure[]; what: string } | { ok: false; errors: Record<string, string> };

export function closuresAfter(
  current: readonly Closure[],
  values: Record<string, string>,
  today: string,
): ClosuresChange {
  if (values.intent === "closure-remove") {
    const kept = current.filter((c) => !(c.from === values.from && c.to === values.to));
    if (kept.length === current.length) return { ok: false, errors: { form: "That closure is no longer recorded." } };
    return { ok: true, closures: kept, what: `Closure from ${values.from} to ${values.to} removed` };
  }
  const parsed = closureSchema.safeParse(Object.fromEntries(CLOSURE_FIELDS.map((f) => [f, values[f] ?? ""])));
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const { field, message } of fieldProblems(parsed.error)) errors[field] ??= message;
    return { ok: false, errors };
  }
  const closure = parsed.data;
  if (closure.to < today) return { ok: false, errors: { to: "That closure has already ended." } };
  if (closure.from > addDays(today, 365))
    return { ok: false, errors: { from: "Record a closure at most a year ahead." } };
  const overlapping = current.find((c) => c.from <= closure.to && closure.from <= c.to);
  if (overlapping)
    return {
      ok: false,
      errors: { from: `It overlaps the closure from ${overlapping.from} to ${overlapping.to}: remove that one first.` },
    };
  return {
    ok: true,
    closures: [...current, closure].sort((a, b) => a.from.localeCompare(b.from)),
    what: `Closure from ${closure.from} to ${closure.to} added`,
  };
}
