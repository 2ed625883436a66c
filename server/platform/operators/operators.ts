import { randomUUID } from "node:crypto";

import type { Kysely } from "kysely";

import { audit } from "../audit/audit";
import type { Database } from "../db/schema";
import { hashPassword } from "./passwords";

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function isEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

export async function addOperator(db: Kysely<Database>, email: string, password: string, actor = "cli") {
  const address = normaliseEmail(email);
  if (!isEmail(address)) throw new Error(`Not an e-mail address: ${email}`);
  if (password.length < 12) throw new Error("The password must be at least 12 characters long.");
  const id = randomUUID();
  const passwordHash = await hashPassword(password);
  // The address is unique (its column's constraint): of two adding it at once, one inserts and
  // the other is told it exists, never a database error. Audited in the same transaction.
  const added = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("operators")
      .values({
        id,
        email: address,
        password_hash: passwordHash,
        created_at: new Date().toISOString(),
        failed_count: 0,
        locked_until: null,
      })
      .onConflict((conflict) => conflict.column("email").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await audit(trx, { actor, action: "operator-added", target: address });
    return true;
  });
  if (!added) throw new Error(`An operator with the e-mail ${address} already exists.`);
  return id;
}

/** Removes an operator and (by cascade, and explicitly for safety) all their sessions. */
export async function removeOperator(db: Kysely<Database>, email: string, actor = "cli"): Promise<boolean> {
  const address = normaliseEmail(email);
  const operator = await db.selectFrom("operators").select("id").where("email", "=", address).executeTakeFirst();
  if (!operator) return false;
  await db.deleteFrom("operator_sessions").where("operator_id", "=", operator.id).execute();
  await db.deleteFrom("operators").where("id", "=", operator.id).execute();
  await audit(db, { actor, action: "operator-removed", target: address });
  return true;
}

export async function listOperators(db: Kysely<Database>) {
  return db.selectFrom("operators").select(["email", "created_at", "locked_until"]).orderBy("email").execute();
}
