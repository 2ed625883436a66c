import type { Kysely } from "kysely";

import type { Database } from "../../server/platform/db/schema";

/** How many failed sign-ins the audit log holds: for the address `target`, or for any. */
export async function failedSignIns(db: Kysely<Database>, target?: string): Promise<number> {
  let entries = db.selectFrom("audit_log").select("id").where("action", "=", "sign-in-failed");
  if (target !== undefined) entries = entries.where("target", "=", target);
  return (await entries.execute()).length;
}
