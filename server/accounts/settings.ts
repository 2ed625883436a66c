import type { Kysely } from "kysely";

import type { FormResult, PracticeSettingsView, ReportStopState } from "../../rules/api/practice-account";
import { can, type PracticeRole } from "../../rules/practice-account";
import { DIGEST_LABELS, isDigestMode } from "../../rules/practice-settings";
import { audit } from "../platform/audit/audit";
import type { Database } from "../platform/db/schema";
import { digestModeOf, setDigestMode } from "./digest";
import { membershipIn } from "./membership";
import { readSignedToken, signedToken } from "./signed-token";

/*
 * The settings page's data (issue 36 item 5's digest, and the monthly report's opt-out): how new
 * requests reach the practice's booking address is the practice's (owners and managers change it:
 * "change-digest"); whether a person gets the monthly report is theirs, per practice (owners get it
 * unless they stop it; anyone else may ask for it). The caller (service.ts) has checked the session
 * and the role; everything here is keyed by the session's practice and user.
 */

/** Owners get the monthly report unless they stop it; managers and reception when they ask for it. */
export const REPORT_BY_DEFAULT: Record<PracticeRole, boolean> = { owner: true, manager: false, reception: false };

async function monthlyReportChoice(
  db: Kysely<Database>,
  userId: string,
  practiceId: string,
  role: PracticeRole,
): Promise<boolean> {
  const row = await db
    .selectFrom("practice_report_choices")
    .select("monthly_report")
    .where("user_id", "=", userId)
    .where("practice_id", "=", practiceId)
    .executeTakeFirst();
  return row ? row.monthly_report === 1 : REPORT_BY_DEFAULT[role];
}

export async function settingsView(
  db: Kysely<Database>,
  userId: string,
  practiceId: string,
  role: PracticeRole,
): Promise<PracticeSettingsView> {
  return {
    digest: await digestModeOf(db, practiceId),
    canChangeDigest: can(role, "change-digest"),
    monthlyReport: await monthlyReportChoice(db, userId, practiceId, role),
  };
}

/** The digest form: "each" or "summary"; anything else is a field error, nothing stored. */
export async function saveDigest(
  db: Kysely<Database>,
  input: { userId: string; practiceId: string; values: Record<string, string>; now: Date },
): Promise<FormResult<{ digest: string }>> {
  const digest = input.values.digest ?? "";
  if (!isDigestMode(digest)) {
    return { kind: "invalid", errors: { digest: "Choose how new requests should reach you." }, values: input.values };
  }
  const actor = `practice-user:${input.userId}`;
  await db.transaction().execute(async (trx) => {
    await setDigestMode(trx, input.practiceId, digest, actor, input.now);
  });
  await audit(db, {
    actor,
    action: "practice-digest-changed",
    target: input.practiceId,
    details: { digest },
  });
  return { kind: "done", digest: DIGEST_LABELS[digest] };
}

/** The person's monthly report choice in this practice: "on" or "off". */
export async function saveReportChoice(
  db: Kysely<Database>,
  input: { userId: string; practiceId: string; values: Record<string, string>; now: Date },
): Promise<FormResult<{ monthlyReport: boolean }>> {
  const choice = input.values.monthlyReport ?? "";
  if (choice !== "on" && choice !== "off") {
    return {
      kind: "invalid",
      errors: { monthlyReport: "Choose whether you want the monthly report." },
      values: input.values,
    };
  }
  const value = choice === "on" ? 1 : 0;
  const at = input.now.toISOString();
  await db
    .insertInto("practice_report_choices")
    .values({ user_id: input.userId, practice_id: input.practiceId, monthly_report: value, updated_at: at })
    .onConflict((oc) => oc.columns(["user_id", "practice_id"]).doUpdateSet({ monthly_report: value, updated_at: at }))
    .execute();
  await audit(db, {
    actor: `practice-user:${input.userId}`,
    action: "practice-report-choice",
    target: input.practiceId,
    details: { monthlyReport: choice },
  });
  return { kind: "done", monthlyReport: value === 1 };
}

// ---- The monthly report's one-click stop (the link in each report e-mail)

const STOP_LABEL = "monthly-report-stop:";

/**
 * The token of a report e-mail's "stop" link for this person in this practice: who and where, signed
 * (signed-token.ts). It only ever stops that person's report, so it does not expire; it is sealed in
 * the e-mail's job like every link token (link-tokens.ts).
 */
export function reportStopToken(auditKey: string, userId: string, practiceId: string): string {
  return signedToken(auditKey, STOP_LABEL, [userId, practiceId]);
}

/** Who and where a stop token names, or null when it is not one of ours. */
function readReportStopToken(auditKey: string, token: string): { userId: string; practiceId: string } | null {
  const names = readSignedToken(auditKey, STOP_LABEL, token, 2);
  return names && { userId: names[0]!, practiceId: names[1]! };
}

/** The practice a stop link is for, while its person is still in it; null otherwise. */
async function stopTarget(db: Kysely<Database>, auditKey: string, token: string) {
  const named = readReportStopToken(auditKey, token);
  if (!named) return null;
  const member = await membershipIn(db, named.userId, named.practiceId);
  return member ? { ...named, practiceName: member.practiceName } : null;
}

export async function reportStopState(db: Kysely<Database>, auditKey: string, token: string): Promise<ReportStopState> {
  const target = await stopTarget(db, auditKey, token);
  return target ? { kind: "valid", practiceName: target.practiceName } : { kind: "missing" };
}

/** Stops the person's monthly report in that practice (again is the same). */
export async function stopReport(
  db: Kysely<Database>,
  auditKey: string,
  token: string,
  now: Date,
): Promise<ReportStopState> {
  const target = await stopTarget(db, auditKey, token);
  if (!target) return { kind: "missing" };
  await saveReportChoice(db, {
    userId: target.userId,
    practiceId: target.practiceId,
    values: { monthlyReport: "off" },
    now,
  });
  return { kind: "valid", practiceName: target.practiceName };
}
