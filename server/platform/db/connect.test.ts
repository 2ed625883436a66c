import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { posixLocksHeld } from "../../../tests/support/posix-locks";
import { connectDatabase } from "./connect";
import { migrateToLatest } from "./migrate";

const root = mkdtempSync(join(tmpdir(), "nzdd-connect-"));
const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

/** The SQLite file holds patients' details: no other local user may read it. */
describe("the SQLite database on disk", () => {
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("creates its folder readable by this user only, and the database, WAL and shared-memory files too", async () => {
    const dataDir = join(root, "fresh", "data");
    const file = join(dataDir, "nz-dental.sqlite");
    const handle = connectDatabase({ sqliteFile: file });
    await migrateToLatest(handle.db as never);
    await handle.db.selectFrom("submissions").selectAll().execute();
    expect(mode(dataDir)).toBe("700");
    expect([mode(file), mode(`${file}-wal`), mode(`${file}-shm`)]).toEqual(["600", "600", "600"]);
    await handle.db.destroy();
  });

  it("closes up a database and WAL left readable by every user by an earlier version", async () => {
    const file = join(root, "older.sqlite");
    const first = connectDatabase({ sqliteFile: file });
    await migrateToLatest(first.db as never);
    await first.db.destroy();
    chmodSync(file, 0o644);
    writeFileSync(`${file}-wal`, "");
    chmodSync(`${file}-wal`, 0o644);
    const again = connectDatabase({ sqliteFile: file });
    await again.db.selectFrom("submissions").selectAll().execute();
    expect([mode(file), mode(`${file}-wal`)]).toEqual(["600", "600"]);
    await again.db.destroy();
  });

  // The server's threads, a CLI and the tests open second connections in one process. Preparing
  // the file again must not open it: closing that descriptor would drop SQLite's lock, and the
  // next client to close elsewhere would delete the WAL the first connection still writes to.
  it("leaves an open connection its lock on the database file when a second connection opens", async () => {
    const file = join(root, "shared.sqlite");
    const first = connectDatabase({ sqliteFile: file });
    await migrateToLatest(first.db as never);
    expect(posixLocksHeld(process.pid, file)).not.toEqual([]);
    const second = connectDatabase({ sqliteFile: file });
    await second.db.destroy();
    expect(posixLocksHeld(process.pid, file)).not.toEqual([]);
    await first.db.destroy();
  });
});
