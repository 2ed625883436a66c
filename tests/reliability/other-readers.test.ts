// Other readers of the database (RELIABILITY.md): while the server runs, other SQLite clients
// read its file and close cleanly (the sqlite3 shell, Python, a node process, `npm run listings`,
// `npm run backup`); then kill -9 and restart. The WAL is still there after each, the server's
// lock on the database file is held (/proc/locks), a backup holds the bookings that sat in the
// WAL, and every acknowledged booking survives. A client that closes while the server holds no
// lock believes it is the last one: it checkpoints and deletes the server's -wal and -shm, and the
// server's later commits go to a deleted file. SQLite only (PostgreSQL has no file to share).
// Needs `npm run build`.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import SQLite from "better-sqlite3";
import { describe, expect, it, onTestFinished } from "vitest";

import { sqliteFileIn } from "../../server/platform/db/connect";
import { bookingFields } from "../e2e/booking-form";
import { posixLocksHeld } from "../support/posix-locks";
import { type RunningServer, startServer } from "../support/server-process";

const COUNT_SQL = "SELECT count(*) FROM submissions";

function available(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
}

/** A project command, run as an operator runs it (package.json) on the server's data folder. */
function command(args: string[], dataDir: string): string {
  return execFileSync(process.execPath, ["--import", "tsx", ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
}

/**
 * Separate processes (POSIX locks belong to a process), each opening the database, reading (the
 * listings import writes too) and closing cleanly. Each answers how many rows it read.
 */
const readers: { name: string; read(file: string): number }[] = [
  {
    name: "node (better-sqlite3)",
    read: (file) =>
      Number(
        execFileSync(
          process.execPath,
          [
            "-e",
            `const db = new (require("better-sqlite3"))(process.argv[1]);
             console.log(db.prepare(${JSON.stringify(COUNT_SQL)}).pluck().get());
             db.close();`,
            file,
          ],
          { encoding: "utf8" },
        ),
      ),
  },
  {
    name: "npm run listings (export, then import)",
    read: (file) => {
      const exported = command(["server/cli/listings.ts", "export"], dirname(file));
      const listings = join(dirname(file), "listings.json");
      writeFileSync(listings, exported);
      command(["server/cli/listings.ts", "import", listings], dirname(file));
      return (JSON.parse(exported) as { practices: unknown[] }).practices.length;
    },
  },
  ...(available("python3")
    ? [
        {
          name: "python3 sqlite3",
          read: (file: string) =>
            Number(
              execFileSync(
                "python3",
                [
                  "-c",
                  `import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
print(db.execute(${JSON.stringify(COUNT_SQL)}).fetchone()[0])
db.close()`,
                  file,
                ],
                { encoding: "utf8" },
              ),
            ),
        },
      ]
    : []),
  ...(available("sqlite3")
    ? [
        {
          name: "sqlite3 shell",
          read: (file: string) => Number(execFileSync("sqlite3", [file, COUNT_SQL], { encoding: "utf8" })),
        },
      ]
    : []),
];

async function book(server: RunningServer, marker: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${server.url}/`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams(
      bookingFields({
        lastName: "Reader",
        email: `hemi.${marker.match(/[a-z0-9]+/gi)!.join("-")}@example.test`,
        message: `marker ${marker}`,
      }),
    ).toString(),
  });
  return { status: response.status, body: await response.text() };
}

/** The booking markers stored in a database file that nothing else has open. */
function markersIn(file: string): string[] {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("SELECT fields FROM submissions").pluck().all() as string[];
    return rows.map((fields) => (JSON.parse(fields) as { message?: string }).message ?? "");
  } finally {
    db.close();
  }
}

describe("other readers of the SQLite database", () => {
  it(`leave the server its WAL and its lock, and every acknowledged booking survives kill -9 (${readers.map((r) => r.name).join(", ")}, npm run backup)`, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "nzdd-readers-"));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    const file = sqliteFileIn(dataDir);
    const acknowledged: string[] = [];
    const bookAndKeep = async (server: RunningServer, marker: string) => {
      const { status, body } = await book(server, marker);
      expect(status, body).toBe(201);
      acknowledged.push(`marker ${marker}`);
    };
    /** What an operator would check after another client has closed. */
    const serverKeepsItsFiles = (server: RunningServer, after: string) => {
      expect.soft(existsSync(`${file}-wal`), `the WAL after ${after}`).toBe(true);
      expect
        .soft(posixLocksHeld(server.process.pid!, file), `the server's locks on the database after ${after}`)
        .not.toEqual([]);
    };

    const server = await startServer({ DATA_DIR: dataDir });
    try {
      await bookAndKeep(server, "before readers");
      serverKeepsItsFiles(server, "start");
      for (const reader of readers) {
        expect(reader.read(file), reader.name).toBeGreaterThan(0);
        serverKeepsItsFiles(server, reader.name);
        await bookAndKeep(server, `after ${reader.name}`);
      }

      // A backup taken while the bookings sit in the WAL holds them, and leaves the WAL be.
      const target = join(dataDir, "backup.sqlite");
      const backup = command(["server/cli/backup.ts", target], dataDir);
      expect.soft(backup).toContain("integrity check: ok");
      expect.soft(markersIn(target).sort()).toEqual([...acknowledged].sort());
      serverKeepsItsFiles(server, "npm run backup");
      await bookAndKeep(server, "after backup");
    } finally {
      await server.stop("SIGKILL");
    }

    const restarted = await startServer({ DATA_DIR: dataDir });
    try {
      expect((await fetch(`${restarted.url}/readyz`)).status).toBe(200);
    } finally {
      expect(await restarted.stop("SIGTERM")).toBe(0);
    }
    expect(markersIn(file).sort()).toEqual([...acknowledged].sort());
  }, 120_000);
});
