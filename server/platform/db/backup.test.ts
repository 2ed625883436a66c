import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { submissionRow } from "../../../tests/server/inbox-fixtures";
import { backupSqlite, integrityCheck } from "./backup";
import { connectDatabase } from "./connect";
import { migrateToLatest } from "./migrate";

/** The i-th of many rows written during a backup: references are unique, the rest does not matter. */
const row = (i: number) => submissionRow({ reference: `BK-${i}` });

describe("online backup of the SQLite database", () => {
  it("copies every committed row while writes go on, and the copy restores as a working database", async () => {
    const dir = mkdtempSync(join(tmpdir(), "nzdd-backup-"));
    const live = connectDatabase({ sqliteFile: join(dir, "live.sqlite") });
    await migrateToLatest(live.db as never);
    for (let i = 0; i < 50; i++) await live.db.insertInto("submissions").values(row(i)).execute();

    // Keep writing while the backup runs.
    let writing = true;
    let written = 50;
    const writer = (async () => {
      while (writing) {
        await live.db.insertInto("submissions").values(row(written++)).execute();
        // better-sqlite3 is synchronous: yield so the backup's own steps get their turn.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const target = join(dir, "backup.sqlite");
    await backupSqlite(join(dir, "live.sqlite"), target);
    writing = false;
    await writer;
    await live.db.destroy();

    expect(integrityCheck(target)).toBe("ok");
    const restored = connectDatabase({ sqliteFile: target });
    const { count } = await restored.db
      .selectFrom("submissions")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBeGreaterThanOrEqual(50);
    expect(Number(count)).toBeLessThanOrEqual(written);
    await migrateToLatest(restored.db as never); // a restored copy is a normal, current database
    await restored.db.destroy();
  });

  it("writes the copy readable by this user only, as the database itself", async () => {
    const dir = mkdtempSync(join(tmpdir(), "nzdd-backup-"));
    const live = connectDatabase({ sqliteFile: join(dir, "live.sqlite") });
    await migrateToLatest(live.db as never);
    await live.db.insertInto("submissions").values(row(1)).execute();
    const target = join(dir, "nzdd-backup.sqlite");
    await backupSqlite(join(dir, "live.sqlite"), target);
    await live.db.destroy();
    expect((statSync(target).mode & 0o777).toString(8)).toBe("600");
  });
});
