import { CONFIRM_GRACE_DAYS, CONFIRM_EVERY_DAYS, addDays } from "../../rules/listings/confirmation";
import { practicePaths } from "../../rules/private-paths";
import { origin, render, type RenderedEmail, SITE_NAME } from "../platform/outbox/email-layout";
import type { PracticeAccountEmailSpec } from "./email-specs";

/*
 * The ask to confirm a practice's listing every 90 days (confirmation.ts): what the listing says now
 * (public facts only), a one-click "These details are right" link (a page with a button, so a mail
 * scanner that opens links confirms nothing) and a link to change them.
 */

type ConfirmSpec = Extract<PracticeAccountEmailSpec, { template: "practice-confirm-details" }>;

/** "1 September 2026", from "2026-09-01". */
function dateText(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-NZ", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

export function renderConfirmDetailsEmail(spec: ConfirmSpec, publicOrigin: string): RenderedEmail {
  const base = origin(publicOrigin);
  const lapses = dateText(addDays(spec.checkedOn, CONFIRM_EVERY_DAYS + CONFIRM_GRACE_DAYS));
  return render(`Are ${spec.practiceName}'s details on ${SITE_NAME} still right?`, [
    { p: "Kia ora," },
    {
      p: `${spec.practiceName}'s details on ${SITE_NAME} were last confirmed on ${dateText(spec.checkedOn)}. We ask every ${CONFIRM_EVERY_DAYS} days, so patients can trust what they read. This is what the listing says now:`,
    },
    { lines: spec.summary },
    { link: `${base}${practicePaths.confirmDetails(spec.linkToken)}`, label: "These details are right" },
    { link: `${base}${practicePaths.listing()}`, label: "Change them" },
    {
      small: `The first link opens a page with one button to press. Unless someone confirms or changes them by ${lapses}, the listing says "Details not confirmed since ${dateText(spec.checkedOn)}" and shows after confirmed ones. You receive this as an owner or manager of ${spec.practiceName}'s account on ${SITE_NAME}.`,
    },
  ]);
}
