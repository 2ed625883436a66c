import type { Kysely, Selectable } from "kysely";
import { v7 as uuidv7 } from "uuid";

import type { Practice } from "../../rules/listings/types";
import type { PracticeRole } from "../../rules/practice-account";
import { fieldLabel, valueText } from "../../rules/practice-listing";
import { audit, type AuditAction } from "../platform/audit/audit";
import type { Database } from "../platform/db/schema";
import { getPractice, savePracticeIn, lockListings } from "../listings";
import { emailJob, enqueue } from "../platform/outbox/jobs";
import { BOOKING_ADDRESS, contactChangeToken } from "./contact-change-links";
import type { PracticeContactChangesTable } from "./contact-change-tables";

/*
 * Where a practice's health details go is not changed quietly (issue 48 item 9, D720). A change of
 * the booking e-mail, phone or website by a non-owner is held here (the listing unchanged) until an
 * owner confirms it (by the e-mailed link or in the account) or an operator approves it; the owners
 * get a confirm link and the old booking address a notice, at once. An owner's change (or a held
 * one confirmed) is live at once, and the owners who did not make it and the old booking address get
 * a one-click undo, which puts the previous values back while nobody has changed them since. Every
 * step is audited and its e-mails are outbox jobs in the step's own transaction, which holds the
 * listings' lock (lockListings), so a confirm and an undo racing each other are done one after the
 * other; the row's status moves once, which makes each link single-use.
 */

type Db = Kysely<Database>;
export type ContactChangeRow = Selectable<PracticeContactChangesTable>;

/** The practice's facts that say where patients' health details go. */
export const CONTACT_FIELDS = ["bookingEmail", "phone", "website"] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];
type ContactValues = Partial<Record<ContactField, string>>;

/** A held change's confirm link and a live change's undo link work this long. */
const CONTACT_LINK_DAYS = 7;

export interface ContactChangeDeps {
  /** Signs the links (contact-change-links.ts). */
  auditKey: string;
  /** Seals the links' tokens in the e-mail jobs. */
  sealKey: Buffer;
}

const contactFieldsIn = (fields: readonly string[]) =>
  CONTACT_FIELDS.filter((field) => fields.includes(field)) as ContactField[];
const valuesOf = (practice: Practice, fields: readonly ContactField[]): ContactValues =>
  Object.fromEntries(fields.map((field) => [field, practice[field]]));
const json = (text: string) => JSON.parse(text) as ContactValues;

/** "Booking requests go to: old → new", one line per changed field. */
export function changeLines(row: Pick<ContactChangeRow, "before_values" | "after_values">): string[] {
  const before = json(row.before_values);
  const after = json(row.after_values);
  return contactFieldsIn(Object.keys(after)).map(
    (field) =>
      `${fieldLabel(field)}: ${valueText(field, before[field]) || "(none)"} → ${valueText(field, after[field])}`,
  );
}

async function ownersOf(db: Db, practiceId: string) {
  return db
    .selectFrom("practice_memberships as m")
    .innerJoin("practice_users as u", "u.id", "m.user_id")
    .select(["u.id", "u.email"])
    .where("m.practice_id", "=", practiceId)
    .where("m.role", "=", "owner")
    .orderBy("u.id")
    .execute();
}

/**
 * The e-mails of a step: each owner but `except` (with the step's link), and the old booking address
 * (a notice while held, an undo once live), each once even when an owner's address is that one.
 */
async function tellOwnersAndOldAddress(
  trx: Db,
  deps: ContactChangeDeps,
  row: ContactChangeRow,
  stage: "held" | "live",
  input: { practiceName: string; except: string | null; at: Date },
) {
  const expiresAt = new Date(row.expires_at);
  const link = stage === "held" ? "confirm" : "undo";
  const oldAddress = json(row.before_values).bookingEmail ?? (await getPractice(trx, row.practice_id))?.bookingEmail;
  const owners = (await ownersOf(trx, row.practice_id)).filter((o) => o.id !== input.except);
  const recipients: { to: string; who: string; link: "confirm" | "undo" | "none" }[] = owners.map((o) => ({
    to: o.email,
    who: o.id,
    link,
  }));
  if (oldAddress && !recipients.some((r) => r.to === oldAddress))
    recipients.push({ to: oldAddress, who: BOOKING_ADDRESS, link: stage === "held" ? "none" : "undo" });
  const spec = {
    template: "practice-contact-change" as const,
    practiceName: input.practiceName,
    stage,
    changedBy: row.requested_by_email,
    changes: changeLines(row),
    expiresAt: row.expires_at,
  };
  await enqueue(
    trx,
    recipients.map((r) =>
      emailJob(
        {
          ...spec,
          to: r.to,
          link: r.link,
          ...(r.link === "none"
            ? {}
            : { linkToken: contactChangeToken(deps.auditKey, row.id, r.link, r.who, expiresAt.getTime()) }),
        },
        { uniqueKey: `practice-contact-change:${row.id}:${stage}:${r.to}`, sealKey: deps.sealKey },
      ),
    ),
    input.at,
  );
}

const auditStep = (trx: Db, action: AuditAction, actor: string, row: ContactChangeRow) =>
  audit(trx, {
    actor,
    action,
    target: `practice:${row.practice_id}`,
    details: { change: row.id, fields: Object.keys(json(row.after_values)) },
  });

/**
 * A save of the practice's facts that changes some of CONTACT_FIELDS, in the save's transaction
 * (the listings locked): an owner's is recorded live (the save applies it) and told; anyone else's
 * is held and told. Returns the fields the save must leave as they are. A draft (nothing public,
 * so no booking request can go anywhere) applies at once, as every draft change does.
 */
export async function recordContactChange(
  trx: Db,
  deps: ContactChangeDeps,
  input: {
    practiceId: string;
    user: { id: string; email: string; role?: PracticeRole };
    before: Practice;
    after: Practice;
    changed: readonly string[];
    draft: boolean;
    at: Date;
  },
): Promise<ContactField[]> {
  const fields = contactFieldsIn(input.changed);
  if (fields.length === 0 || input.draft) return [];
  const owner = input.user.role === "owner";
  const iso = input.at.toISOString();
  const actor = `practice-user:${input.user.id}`;
  if (!owner) {
    // The practice's latest word counts: an older held change is replaced, its links dead.
    await trx
      .updateTable("practice_contact_changes")
      .set({ status: "replaced", decided_by: actor, decided_at: iso })
      .where("practice_id", "=", input.practiceId)
      .where("status", "=", "held")
      .execute();
  }
  const row: ContactChangeRow = {
    id: uuidv7(),
    practice_id: input.practiceId,
    before_values: JSON.stringify(valuesOf(input.before, fields)),
    after_values: JSON.stringify(valuesOf(input.after, fields)),
    requested_by: actor,
    requested_by_email: input.user.email,
    requested_at: iso,
    status: owner ? "live" : "held",
    live_at: owner ? iso : null,
    decided_by: owner ? actor : null,
    decided_at: owner ? iso : null,
    expires_at: new Date(input.at.getTime() + CONTACT_LINK_DAYS * 24 * 60 * 60 * 1000).toISOString(),
  };
  await trx.insertInto("practice_contact_changes").values(row).execute();
  await auditStep(trx, owner ? "practice-contact-change-made" : "practice-contact-change-held", actor, row);
  await tellOwnersAndOldAddress(trx, deps, row, row.status as "held" | "live", {
    practiceName: input.before.name,
    except: owner ? input.user.id : null,
    at: input.at,
  });
  if (!owner) {
    const notice = {
      template: "operator-contact-change-held" as const,
      practiceName: input.before.name,
      changedBy: row.requested_by_email,
      changes: changeLines(row),
    };
    await enqueue(trx, emailJob(notice, { uniqueKey: `operator-contact-change-held:${row.id}` }), input.at);
  }
  return owner ? [] : fields;
}

/** Writes `values` over the practice's facts (audited, in the history, the listings version bumped). */
async function writeValues(trx: Db, practiceId: string, values: ContactValues, actor: string) {
  const practice = await getPractice(trx, practiceId);
  if (practice) await savePracticeIn(trx, { ...practice, ...values }, actor);
}

export type ContactStepOutcome = "done" | "gone" | "missing";

/**
 * A held change confirmed by an owner (`actor` "practice-user:<id>") or approved by an operator
 * ("operator:<e-mail>"): live now, the owners and the old booking address told with an undo.
 * "gone" when it is no longer held (confirmed, replaced) or has expired.
 */
export async function confirmHeld(
  db: Db,
  deps: ContactChangeDeps,
  input: { practiceId: string; changeId: string; actor: string; userId: string | null; now: Date },
): Promise<ContactStepOutcome> {
  return db.transaction().execute(async (trx) => {
    await lockListings(trx);
    const row = await changeIn(trx, input.practiceId, input.changeId);
    if (!row) return "missing";
    if (row.status !== "held" || row.expires_at <= input.now.toISOString()) return "gone";
    const at = input.now.toISOString();
    const live: ContactChangeRow = {
      ...row,
      status: "live",
      live_at: at,
      decided_by: input.actor,
      decided_at: at,
      expires_at: new Date(input.now.getTime() + CONTACT_LINK_DAYS * 24 * 60 * 60 * 1000).toISOString(),
    };
    const moved = await trx
      .updateTable("practice_contact_changes")
      .set({ status: "live", live_at: at, decided_by: input.actor, decided_at: at, expires_at: live.expires_at })
      .where("id", "=", row.id)
      .where("status", "=", "held")
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return "gone";
    await writeValues(trx, row.practice_id, json(row.after_values), input.actor);
    const action = input.userId ? "practice-contact-change-confirmed" : "practice-contact-change-approved";
    await auditStep(trx, action, input.actor, live);
    const practiceName = (await getPractice(trx, row.practice_id))?.name ?? row.practice_id;
    await tellOwnersAndOldAddress(trx, deps, live, "live", { practiceName, except: input.userId, at: input.now });
    return "done";
  });
}

/**
 * A live change undone (by its link): the previous values back, while every changed field still has
 * the value the change gave it; "gone" when it was undone already, has expired, or was changed since.
 */
export async function undoLive(
  db: Db,
  input: { practiceId: string; changeId: string; actor: string; now: Date },
): Promise<ContactStepOutcome> {
  return db.transaction().execute(async (trx) => {
    await lockListings(trx);
    const row = await changeIn(trx, input.practiceId, input.changeId);
    if (!row) return "missing";
    if (row.status !== "live" || row.expires_at <= input.now.toISOString()) return "gone";
    const practice = await getPractice(trx, row.practice_id);
    const after = json(row.after_values);
    if (!practice || contactFieldsIn(Object.keys(after)).some((f) => practice[f] !== after[f])) return "gone";
    const at = input.now.toISOString();
    const moved = await trx
      .updateTable("practice_contact_changes")
      .set({ status: "undone", decided_by: input.actor, decided_at: at })
      .where("id", "=", row.id)
      .where("status", "=", "live")
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return "gone";
    await writeValues(trx, row.practice_id, json(row.before_values), input.actor);
    await auditStep(trx, "practice-contact-change-undone", input.actor, row);
    return "done";
  });
}

/** One change of this practice, or undefined. */
export async function changeIn(db: Db, practiceId: string | null, changeId: string) {
  let query = db.selectFrom("practice_contact_changes").selectAll().where("id", "=", changeId);
  if (practiceId) query = query.where("practice_id", "=", practiceId);
  return query.executeTakeFirst();
}

/** The practice's changes, newest first (the held one, if any, among them). */
export async function changesOf(db: Db, practiceId: string): Promise<ContactChangeRow[]> {
  return db
    .selectFrom("practice_contact_changes")
    .selectAll()
    .where("practice_id", "=", practiceId)
    .orderBy("requested_at", "desc")
    .orderBy("id", "desc")
    .limit(20)
    .execute();
}
